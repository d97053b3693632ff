import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "./project-settings";

/**
 * After the project's source project changed, its items' links resolve again in the new one (as
 * the import would have), by the kind's own statement; a kind that links nothing has none.
 */
export async function relinkLinkedItems(
  sql: Sql,
  opts: { projectId: number; kind: ItemKind; before: ProjectSettings; after: ProjectSettings },
): Promise<void> {
  const link = kindModule(opts.kind).linkedItem;
  if (!link || opts.after[link.sourceSetting] === opts.before[link.sourceSetting]) return;
  const { text, values } = link.relink({
    projectId: opts.projectId,
    sourceProject: opts.after[link.sourceSetting],
  });
  await sql(text, ...values);
}
