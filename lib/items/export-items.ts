import "server-only";
import { snakeCaseSchema } from "@/lib/api/api-casing";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { exportStatuses } from "@/lib/export/export-options";
import { openExportStream, type ExportStream } from "@/lib/export/open-export-stream";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { exportItemsInputSchema } from "./bulk-items-input";

const bodySchema = snakeCaseSchema(exportItemsInputSchema);

/**
 * The items list's export of ticked items: the export's own lines (lib/export/), of these items
 * only, whatever their status. An id not in the project is a 422 listing each; the export is audited.
 */
export async function exportItems(opts: {
  actor: SessionUser;
  projectId: number;
  input: unknown;
}): Promise<ExportStream> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "gold.export",
  });
  const parsed = bodySchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The request is not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const ids = [...new Set(parsed.data.itemIds)];
  const { rows } = await pgPool().query<{ id: number }>(
    `SELECT id FROM items WHERE project_id = $1 AND id = ANY ($2::int[])`,
    [project.id, ids],
  );
  const found = new Set(rows.map((r) => r.id));
  const errors = ids
    .filter((id) => !found.has(id))
    .map((id) => ({ item_id: id, message: "no such item in the project" }));
  if (errors.length)
    throw new AppError(
      "validation_failed",
      `${errors.length} of the items are not in the project; nothing was exported.`,
      { errors },
    );
  return openExportStream({
    actor: opts.actor,
    projectId: project.id,
    statuses: exportStatuses,
    identities: parsed.data.identities,
    itemIds: ids,
  });
}
