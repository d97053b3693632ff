// What a viewer may see of a project's item counts (SPEC §2 "Blind"): the one place that decides
// it, for the project list, the project page and the API. Pure.
import { canInProject, type Actor, type ProjectRole } from "@/lib/auth/permissions";
import type { ItemStatus } from "@/lib/items/item-kinds";

/**
 * What a count is keyed by: an item's status, or for viewers blind to outcomes `annotated`, the
 * bucket of every item whose annotations are all in (a view, never an item's status: SPEC §2).
 */
export type VisibleStatus = ItemStatus | "annotated";

export type ItemCounts = {
  itemCount: number;
  /**
   * Items per status. With `outcomesHidden`, every item whose annotations are all in counts as
   * `annotated`, whatever its outcome: agreed, disagreement, in adjudication, gold or rejected.
   */
  statusCounts: Partial<Record<VisibleStatus, number>>;
  /** True when the viewer may not see outcomes: the split above is then open vs all annotations in. */
  outcomesHidden: boolean;
};

// Statuses an item has while it still waits for annotations; every other one is past annotation.
const open: readonly ItemStatus[] = ["pending", "in_annotation"];

/**
 * The counts as `actor` (with role `myRole` in the project) may see them. Whether an item agreed
 * depends on the other annotator's labels, so an annotator must not see it until adjudication is
 * over, and since the counts cover their own items, nobody without `outcome.view` sees outcomes:
 * only how many items have all their annotations in, which moves the same whatever the outcome.
 */
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
