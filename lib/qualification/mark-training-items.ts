import "server-only";
import { snakeCaseSchema } from "@/lib/api/api-casing";
import type { SessionUser } from "@/lib/auth/session-user";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { withPgTransaction, type Sql } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { lockOverlap } from "@/lib/projects/apply-overlap-change";
import { lockMarkableItems, type MarkableItem } from "@/lib/checks/lock-markable-items";
import { trainingItemsInputSchema } from "./training-items-input";

const bodySchema = snakeCaseSchema(trainingItemsInputSchema);

/** Why an item cannot be (un)marked, or null. */
function refusal(item: MarkableItem | undefined, training: boolean): string | null {
  if (!item) return "no item with this external id in the project";
  if (!training) return null;
  if (!item.has_gold)
    return `the item is ${item.status.replace("_", " ")}: only items with a gold record can be training items`;
  if (item.is_check) return "the item is a check item: unmark it as one first";
  return null;
}

/** The project's training items, counted under the project's lock (so settings and marks agree). */
export async function countTrainingItems(sql: Sql, projectId: number): Promise<number> {
  const [row] = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM training_items t JOIN gold_records g ON g.item_id = t.item_id WHERE t.project_id = $1`,
    projectId,
  );
  return row.n;
}

/**
 * Marks (or with `training: false` unmarks) a project's items as training items of its
 * qualification round (decision 080), by external id, for its leads. Like check items: only gold
 * items, so no claim serves them as real work; not a check item at once. A 422 lists each id
 * refused, and a 409 refuses an unmarking that leaves fewer than the round's `qualification_items`;
 * nothing is written then. One audit row per changed item.
 */
export async function markTrainingItems(opts: {
  actor: SessionUser;
  projectId: number;
  input: unknown;
}) {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "gold.edit",
  });
  const parsed = bodySchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The request is not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const { externalIds, training } = parsed.data;
  const ids = [...new Set(externalIds)];
  return withPgTransaction(async (sql) => {
    // The settings' lock: a concurrent switch-on counts the training items after this.
    const { settings } = await lockOverlap(sql, project.id);
    const items = await lockMarkableItems(sql, project.id, ids);
    const byExternal = new Map(items.map((i) => [i.external_id, i]));
    const errors = ids.flatMap((externalId) => {
      const message = refusal(byExternal.get(externalId), training);
      return message ? [{ external_id: externalId, message }] : [];
    });
    if (errors.length)
      throw new AppError(
        "validation_failed",
        `${errors.length} of the items cannot be ${training ? "marked" : "unmarked"}; nothing was changed.`,
        { errors },
      );
    const changing = items.filter((i) => i.is_training !== training);
    const itemIds = changing.map((i) => i.id);
    if (training && itemIds.length)
      await sql(
        `INSERT INTO training_items (item_id, project_id, marked_by_id) SELECT unnest($1::int[]), $2, $3`,
        itemIds,
        project.id,
        opts.actor.id,
      );
    if (!training && itemIds.length) {
      await sql(`DELETE FROM training_items WHERE item_id = ANY ($1::int[])`, itemIds);
      const n = settings.qualificationItems;
      const left = await countTrainingItems(sql, project.id);
      if (n !== null && left < n)
        throw new AppError(
          "conflict",
          `The qualification round serves ${n} training items; unmarking these would leave ${left}. Lower qualification_items first; nothing was changed.`,
        );
    }
    for (const item of changing)
      await writeAuditEvent(sql, {
        actorId: opts.actor.id,
        projectId: project.id,
        action: training ? "item.training_marked" : "item.training_unmarked",
        entityType: "item",
        entityId: item.id,
        before: { training: !training },
        after: { training },
      });
    return { training, changed: changing.length, unchanged: items.length - changing.length };
  });
}
