import { idParam, withApi } from "@/lib/api/with-api";
import { AppError, fieldErrors } from "@/lib/errors";
import { exportOptionsSchema } from "@/lib/export/export-options";
import { exportResponse, openExportStream } from "@/lib/export/open-export-stream";

/**
 * `?status=gold[,rejected,unresolved]&identities=pseudonyms|emails` → a JSONL stream, one line per
 * item ordered by external_id; people are pseudonyms unless `identities=emails`. `X-Accord-Line-Count` says how many lines will come (for progress).
 */
export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const q = req.nextUrl.searchParams;
  const options = exportOptionsSchema.safeParse({
    status: q.get("status") ?? undefined,
    identities: q.get("identities") ?? undefined,
  });
  if (!options.success)
    throw new AppError("bad_request", "The export options are not valid.", {
      fields: fieldErrors(options.error.issues),
    });
  const exported = await openExportStream({
    actor,
    projectId,
    statuses: options.data.status,
    identities: options.data.identities,
  });
  return exportResponse(exported);
});
