import "server-only";
import { snakeCaseSchema } from "@/lib/api/api-casing";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { reopenLockedItem } from "@/lib/gold/reopen-item";
import { canTransition } from "@/lib/gold/status-transitions";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { reopenItemsInputSchema } from "./bulk-items-input";

const bodySchema = snakeCaseSchema(reopenItemsInputSchema);

/**
 * The items list's bulk reopen: each ticked item goes back to `disagreement` as one reopen would
 * (lib/gold/reopen-item.ts: gold and ratings removed, one audit event each). All or nothing: an id
 * not in the project, or an item that cannot be reopened, is a 422 listing each, and nothing changes.
 */
export async function reopenItems(opts: {
  actor: SessionUser;
  projectId: number;
  input: unknown;
}): Promise<{ reopened: number[] }> {
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
  const ids = [...new Set(parsed.data.itemIds)].sort((a, b) => a - b);
  return withPgTransaction(async (sql) => {
    const items = await sql<{ id: number; status: string }>(
      `SELECT id, status FROM items WHERE project_id = $1 AND id = ANY ($2::int[]) ORDER BY id FOR UPDATE`,
      project.id,
      ids,
    );
    const byId = new Map(items.map((i) => [i.id, i]));
    const errors = ids.flatMap((id) => {
      const item = byId.get(id);
      if (!item) return [{ item_id: id, message: "no such item in the project" }];
      if (!canTransition({ event: "item.reopen", from: item.status }))
        return [
          {
            item_id: id,
            message: `the item is ${item.status.replace("_", " ")}: only gold, rejected or agreed items can be reopened`,
          },
        ];
      return [];
    });
    if (errors.length)
      throw new AppError(
        "validation_failed",
        `${errors.length} of the items cannot be reopened; nothing was changed.`,
        { errors },
      );
    for (const item of items)
      await reopenLockedItem(sql, {
        projectId: project.id,
        itemId: item.id,
        actorId: opts.actor.id,
        from: item.status,
        reason: parsed.data.reason,
      });
    return { reopened: ids };
  });
}
