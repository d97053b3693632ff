// What a viewer may see of a project's item counts (SPEC §2 "Blind"): the one place that decides
// it, for the project list, the project page and the API. Pure.
import { canInProject, type Actor, type ProjectRole } from "@/lib/auth/permissions";
import type { ItemStatus } from "@/lib/items/item-kinds";

/** `annotated` is a view for viewers blind to outcomes, never an item's status. */
export type VisibleStatus = ItemStatus | "annotated";

export type ItemCounts = {
  itemCount: number;
  statusCounts: Partial<Record<VisibleStatus, number>>;
  outcomesHidden: boolean;
};

// Statuses an item has while it still waits for annotations; every other one is past annotation.
const open: readonly ItemStatus[] = ["pending", "in_annotation"];

/** Whether an item agreed reveals the other's labels, so without `outcome.view` no outcomes. */
export function visibleItemCounts(opts: {
  actor: Actor;
  myRole: ProjectRole | null;
  statusCounts: Partial<Record<ItemStatus, number>>;
}): ItemCounts {
  const entries = Object.entries(opts.statusCounts) as [ItemStatus, number][];
  const itemCount = entries.reduce((n, [, c]) => n + c, 0);
  if (canInProject(opts.actor, opts.myRole, "outcome.view"))
    return { itemCount, statusCounts: { ...opts.statusCounts }, outcomesHidden: false };
  const statusCounts: Partial<Record<VisibleStatus, number>> = {};
  for (const [status, count] of entries) {
    const shown: VisibleStatus = open.includes(status) ? status : "annotated";
    statusCounts[shown] = (statusCounts[shown] ?? 0) + count;
  }
  return { itemCount, statusCounts, outcomesHidden: true };
}
