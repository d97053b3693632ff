// claimGroup's rules (decision 051), as field issues of a project's settings for a 422.
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "./project-settings";

/** Only a kind with the setting (its module's `settings.keys`: items with a file) groups claims, and a group is claimed in id order, so not with order random. */
export function claimGroupIssues(
  kind: ItemKind,
  settings: Pick<ProjectSettings, "claimGroup" | "order">,
): { path: string[]; message: string }[] {
  if (settings.claimGroup === null) return [];
  if (!kindModule(kind).settings.keys.includes("claimGroup"))
    return [
      {
        path: ["settings", "claimGroup"],
        message: "only generated comment projects can group claims by file",
      },
    ];
  if (settings.order === "random")
    return [
      {
        path: ["settings", "claimGroup"],
        message: "cannot be used with order random (a group is claimed in id order)",
      },
    ];
  return [];
}
