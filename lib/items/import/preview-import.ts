import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { ImportErrorCollector, type ValidatedLine } from "@/lib/jsonl/import-error-collector";
import type { LineError, LineWarning } from "@/lib/jsonl/line-result";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { linkedItemCheck, recordLines } from "./check-linked-items";
import type { ItemLine } from "./item-line-schema";
import type { RecordSource } from "./sources/source-record";

const PREVIEW_ROWS = 20;

/**
 * One record as the import would take it: `new` (written), `in_project` (its external_id is
 * already in the project: skipped as a duplicate), `repeated` (an earlier line of the file has
 * its external_id) or `invalid` (its errors).
 */
type PreviewRow =
  | {
      line: number;
      status: "new" | "in_project";
      externalId: string;
      item: ItemLine;
      warnings?: LineWarning[];
    }
  | { line: number; status: "repeated"; externalId: string; firstLine: number }
  | { line: number; status: "invalid"; errors: LineError[] };

/** `linesRead`: lines read for the rows (blank ones too); `isComplete`: the file ended within them. */
export type ImportPreview = { rows: PreviewRow[]; linesRead: number; isComplete: boolean };

/**
 * The first `limit` non-blank records of a file as the import would treat them, through the
 * same checks (ImportErrorCollector), without writing anything: the import page shows it before
 * the lead commits to an import. Reads only as far as those rows.
 */
export async function previewImport(opts: {
  actor: SessionUser;
  projectId: number;
  records: RecordSource;
  limit?: number;
}): Promise<ImportPreview> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.import",
  });
  const limit = opts.limit ?? PREVIEW_ROWS;
  const check = new ImportErrorCollector({ projectKind: project.kind, settings: project.settings });
  const rows: PreviewRow[] = [];
  let linesRead = 0;
  let isComplete = true;
  // Validated first and counted after, so that the rows' links are looked up in one query.
  const validated: ValidatedLine[] = [];
  let shown = 0;
  for await (const record of opts.records()) {
    if (shown === limit) {
      isComplete = false;
      break;
    }
    linesRead = record.line;
    const v = check.validate(record);
    validated.push(v);
    if (v.result !== null) shown += 1;
  }
  for (const outcome of await recordLines(
    check,
    linkedItemCheck({ kind: project.kind, settings: project.settings }),
    validated,
  )) {
    if (outcome.status === "new")
      rows.push({
        line: outcome.line,
        status: "new",
        externalId: outcome.value.external_id,
        item: outcome.value,
        ...(outcome.warnings ? { warnings: outcome.warnings } : {}),
      });
    else if (outcome.status === "duplicate")
      rows.push({
        line: outcome.line,
        status: "repeated",
        externalId: outcome.externalId,
        firstLine: outcome.firstLine,
      });
    else if (outcome.status === "invalid")
      rows.push({ line: outcome.line, status: "invalid", errors: outcome.errors });
  }
  const ids = rows.flatMap((r) => (r.status === "new" ? [r.externalId] : []));
  const existing = ids.length
    ? await pgPool().query<{ external_id: string }>(
        "SELECT external_id FROM items WHERE project_id = $1 AND external_id = ANY($2::text[])",
        [project.id, ids],
      )
    : { rows: [] };
  const inProject = new Set(existing.rows.map((r) => r.external_id));
  for (const row of rows)
    if (row.status === "new" && inProject.has(row.externalId)) row.status = "in_project";
  return { rows, linesRead, isComplete };
}
