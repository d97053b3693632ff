import { asyncBufferFromFile } from "hyparquet";
import { bodyLimits } from "@/lib/api/body-limits";
import { IMPORT_CONTENT_TYPES } from "@/lib/api/require-content-type";
import { spoolRequestBody } from "@/lib/api/spool-request-body";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { importItems } from "@/lib/items/import/import-items";
import { parseImportQuery } from "@/lib/items/import/parse-import-query";
import { previewImport } from "@/lib/items/import/preview-import";
import { openImportSource } from "@/lib/items/import/sources/open-import-source";
import { readSourceColumns } from "@/lib/items/import/sources/read-source-columns";
import { suggestPreset, withPresetHint } from "@/lib/items/import/sources/presets/suggest-preset";
import { itemFilterNames, itemsQuerySchema, listItems } from "@/lib/items/list-items";
import { parseListQuery } from "@/lib/validation/list-query";
import { loadProjectAccess } from "@/lib/projects/load-project-access";

export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const q = req.nextUrl.searchParams;
  const projectId = idParam(params.id, "Project");
  const { cursor, limit } = parseListQuery(itemsQuerySchema, q, { others: itemFilterNames });
  const filters = Object.fromEntries(itemFilterNames.map((name) => [name, q.get(name)]));
  return apiJson(await listItems({ actor, projectId, filters, cursor, limit }));
});

/**
 * Body: the file, in the query's `format` (JSONL by default; docs/api.md). All or nothing unless
 * `partial=true` (then the valid lines are imported and the rest reported); `preview=true` writes nothing.
 */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const query = parseImportQuery(req.nextUrl.searchParams);
  const project = await loadProjectAccess({ actor, projectId, action: "item.import" }); // before reading a large body
  // Options that cannot work for the project are a 422 here, before the body is read.
  let open: () => AsyncIterable<Uint8Array> = () => {
    throw new Error("read before the body was spooled");
  };
  let spooled = "";
  // Parquet is read by random access from the spooled file, never whole into memory.
  const context = { projectKind: project.kind, randomAccess: () => asyncBufferFromFile(spooled) };
  const records = openImportSource(query.source, () => open(), context);
  const body = await spoolRequestBody(req, {
    maxBytes: bodyLimits.import,
    contentTypes: IMPORT_CONTENT_TYPES[query.source.format],
  });
  open = body.open;
  spooled = body.path;
  try {
    const suggest = () => suggestPreset(query.source, body.open, context);
    if (query.isPreview) {
      const preview = await previewImport({ actor, projectId, records });
      const suggested = await suggest();
      return apiJson({
        ...preview,
        columns: await readSourceColumns(query.source, body.open, context),
        options: query.source,
        ...(suggested ? { suggestedPreset: suggested } : {}),
      });
    }
    const result = await importItems({ actor, projectId, records, partial: query.isPartial }).catch(
      async (error: unknown) => {
        throw withPresetHint(error, await suggest());
      },
    );
    return apiJson(result, { status: 201 });
  } finally {
    await body.dispose();
  }
});
