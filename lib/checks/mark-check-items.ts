import "server-only";
import { snakeCaseSchema } from "@/lib/api/api-casing";
import type { SessionUser } from "@/lib/auth/session-user";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { checkItemsInputSchema } from "./check-items-input";
import { lockMarkableItems } from "./lock-markable-items";

const bodySchema = snakeCaseSchema(checkItemsInputSchema);

export type CheckItemsResult = { check: boolean; changed: number; unchanged: number };

/**
 * Marks (or with `check: false` unmarks) a project's items as check items, by external id, for its
 * leads. Only items with a gold record (agreed, adjudicated or vetoed) can be marked: any other id, or one not in the project, is a 422 listing
 * each with why, and nothing is written. One audit row per item that changed; answers already
 * given to an unmarked item stay in the annotators' scores.
 */
export async function markCheckItems(opts: {
  actor: SessionUser;
  projectId: number;
  input: unknown;
}): Promise<CheckItemsResult> {
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
  const { externalIds, check } = parsed.data;
  const ids = [...new Set(externalIds)];
  return withPgTransaction(async (sql) => {
    const items = await lockMarkableItems(sql, project.id, ids);
    const byExternal = new Map(items.map((i) => [i.external_id, i]));
    const errors = ids.flatMap((externalId) => {
      const item = byExternal.get(externalId);
      if (!item)
        return [
          { external_id: externalId, message: "no item with this external id in the project" },
        ];
      if (check && !item.has_gold)
        return [
          {
            external_id: externalId,
            message: `the item is ${item.status.replace("_", " ")}: only items with a gold record can be check items`,
          },
        ];
      // A training item's gold is shown to the members who train on it (decision 080).
      if (check && item.is_training)
        return [
          {
            external_id: externalId,
            message: "the item is a training item: unmark it as one first",
          },
        ];
      return [];
    });
    if (errors.length)
      throw new AppError(
        "validation_failed",
        `${errors.length} of the items cannot be ${check ? "marked" : "unmarked"}; nothing was changed.`,
        { errors },
      );
    const changing = items.filter((i) => i.is_check !== check);
    if (changing.length) {
      const itemIds = changing.map((i) => i.id);
      if (check)
        await sql(
          `INSERT INTO check_items (item_id, project_id, marked_by_id) SELECT unnest($1::int[]), $2, $3`,
          itemIds,
          project.id,
          opts.actor.id,
        );
      else await sql(`DELETE FROM check_items WHERE item_id = ANY ($1::int[])`, itemIds);
    }
    for (const item of changing) {
      await writeAuditEvent(sql, {
        actorId: opts.actor.id,
        projectId: project.id,
        action: check ? "item.check_marked" : "item.check_unmarked",
        entityType: "item",
        entityId: item.id,
        before: { check: !check },
        after: { check },
      });
    }
    return { check, changed: changing.length, unchanged: items.length - changing.length };
  });
}
