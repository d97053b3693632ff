import "server-only";
import { toApiJson } from "@/lib/api/api-casing";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool, withPgTransaction } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import type { LineError } from "@/lib/jsonl/line-result";
import { checkJsonlLine } from "@/lib/jsonl/parse-jsonl-line";
import { splitLines } from "@/lib/jsonl/split-lines";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { calibrationField } from "./get-metric-calibration";
import { metricScoreLineSchema, type MetricScoreLine } from "./metric-score-line-schema";

const MAX_ERRORS = 1000;
const LOOKUP_BATCH = 5000;

export type MetricScoreImportResult = {
  imported: number;
  replaced: number;
  lines: number;
  metrics: string[];
};

/**
 * Imports metric scores (`{external_id, metric, score, noise?}` per line). Every line is checked
 * first (schema, a known external id, no (external_id, metric) twice); any error refuses the whole
 * file with every bad line. A valid file replaces all stored scores of the metrics it names, so a
 * corrected file leaves no stale score behind.
 */
export async function importMetricScores(opts: {
  actor: SessionUser;
  projectId: number;
  open: () => AsyncIterable<Uint8Array | string>;
}): Promise<MetricScoreImportResult> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.import",
  });
  calibrationField(project);
  const errors: LineError[] = [];
  let errorCount = 0;
  // A line counts once, with one error per field as an item import lists them.
  const fail = (...lineErrors: LineError[]) => {
    errorCount += 1;
    for (const e of lineErrors) if (errors.length < MAX_ERRORS) errors.push(e);
  };
  const lines: { line: number; value: MetricScoreLine }[] = [];
  const seen = new Map<string, number>();
  let lineCount = 0;
  for await (const entry of splitLines(opts.open())) {
    lineCount = entry.line;
    const result = checkJsonlLine(entry, metricScoreLineSchema);
    if (result === null) continue;
    if (!result.ok) {
      fail(...result.errors);
      continue;
    }
    const key = `${result.value.external_id}\u0000${result.value.metric}`;
    const first = seen.get(key);
    if (first !== undefined)
      fail({
        line: result.line,
        externalId: result.value.external_id,
        message: `repeats the external_id and metric of line ${first}`,
      });
    else {
      seen.set(key, result.line);
      lines.push({ line: result.line, value: result.value });
    }
  }
  const itemIds = await lookUpItems(project.id, [
    ...new Set(lines.map((l) => l.value.external_id)),
  ]);
  for (const { line, value } of lines) {
    if (!itemIds.has(value.external_id))
      fail({
        line,
        externalId: value.external_id,
        field: "external_id",
        message: `no item "${value.external_id.slice(0, 60)}" in this project`,
      });
  }
  if (errorCount > 0) {
    errors.sort((a, b) => a.line - b.line);
    throw new AppError(
      "validation_failed",
      `${errorCount} of ${lineCount} lines are not valid; nothing was imported.`,
      {
        errors: toApiJson(errors),
        error_count: errorCount,
        errors_truncated: errorCount > MAX_ERRORS,
      },
    );
  }
  if (lines.length === 0)
    throw new AppError("validation_failed", "The file has no metric scores.", { errors: [] });

  const metrics = [...new Set(lines.map((l) => l.value.metric))].sort();
  return withPgTransaction(async (sql) => {
    // A concurrent re-post of the same metrics waits here instead of interleaving its rows with ours.
    // (Else its delete misses our uncommitted rows and its insert hits their keys.)
    await sql(`SELECT pg_advisory_xact_lock(hashtext('accord.metric_scores'), $1)`, project.id);
    const removed = await sql<{ n: number }>(
      `WITH d AS (DELETE FROM metric_scores WHERE project_id = $1 AND metric = ANY($2::text[]) RETURNING 1) SELECT count(*)::int AS n FROM d`,
      project.id,
      metrics,
    );
    const inserted = await sql<{ n: number }>(
      `WITH i AS (
         INSERT INTO metric_scores (item_id, project_id, metric, score, noise)
         SELECT s.item_id, $1, s.metric, s.score, s.noise
         FROM unnest($2::int[], $3::text[], $4::float8[], $5::boolean[]) AS s(item_id, metric, score, noise)
         JOIN items it ON it.id = s.item_id AND it.project_id = $1
         RETURNING 1)
       SELECT count(*)::int AS n FROM i`,
      project.id,
      lines.map((l) => itemIds.get(l.value.external_id)!),
      lines.map((l) => l.value.metric),
      lines.map((l) => l.value.score),
      lines.map((l) => l.value.noise ?? null),
    );
    // An item deleted between the check and the write: write nothing rather than part of the file.
    if (inserted[0].n !== lines.length)
      throw new AppError(
        "conflict",
        "The project's items changed while importing; nothing was imported.",
      );
    const result = { imported: lines.length, replaced: removed[0].n, lines: lineCount, metrics };
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: "metric_scores.import",
      entityType: "project",
      entityId: project.id,
      before: null,
      after: result,
    });
    return result;
  });
}

async function lookUpItems(projectId: number, externalIds: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let at = 0; at < externalIds.length; at += LOOKUP_BATCH) {
    const { rows } = await pgPool().query<{ id: number; external_id: string }>(
      `SELECT id, external_id FROM items WHERE project_id = $1 AND external_id = ANY($2::text[])`,
      [projectId, externalIds.slice(at, at + LOOKUP_BATCH)],
    );
    for (const r of rows) found.set(r.external_id, r.id);
  }
  return found;
}
