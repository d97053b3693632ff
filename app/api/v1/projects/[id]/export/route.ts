import { idParam, withApi } from "@/lib/api/with-api";
import { AppError, fieldErrors } from "@/lib/errors";
import { exportOptionsSchema } from "@/lib/export/export-options";
import { exportResponse, openExportStream } from "@/lib/export/open-export-stream";

/**
 * `?status=gold[,rejected,unresolved]&identities=pseudonyms|emails&guideline_version=N` → a JSONL
 * stream, one line per item ordered by external_id; people are pseudonyms unless `identities=emails`;
 * with `guideline_version`, only items whose gold was made under that version. `X-Accord-Line-Count` says how many lines will come (for progress).
 */
export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const q = req.nextUrl.searchParams;
  const options = exportOptionsSchema.safeParse({
    status: q.get("status") ?? undefined,
    identities: q.get("identities") ?? undefined,
    guideline_version: q.get("guideline_version") ?? undefined,
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
    guidelineVersion: options.data.guideline_version,
  });
  return exportResponse(exported);
});
