import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { LineError } from "@/lib/jsonl/line-result";
import { checkJsonlLine } from "@/lib/jsonl/parse-jsonl-line";
import { splitLines } from "@/lib/jsonl/split-lines";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import { checkMachineAnnotations, noItemError } from "../check-machine-annotations";
import type { FailureType } from "./machine-run-schema";
import { MAX_RAW_LENGTH, outputLineSchema, type OutputLine } from "./output-line-schema";

const BATCH = 1000;
export const MAX_ERRORS = 1000;

type RunLabel = { line: number; itemId: number; data: unknown };
export type RunFailure = {
  line: number;
  itemId: number;
  type: FailureType;
  message: string | null;
  raw: string | null;
};
export type RunOutputBatch = { labels: RunLabel[]; failures: RunFailure[] };
export type RunScanSummary = {
  lines: number;
  labels: number;
  failures: number;
  errorCount: number;
  errors: LineError[];
};

const bounded = (raw: string | null): string | null =>
  raw === null ? null : raw.slice(0, MAX_RAW_LENGTH);

/**
 * Checks one batch of a run's outputs against the project (`settings`: the kind's schema for it):
 * the labels, the failures, and the lines whose external id is not in the project (file errors).
 * An annotation the kind's schema refuses is the judge's failure `invalid`, with the schema's
 * message and its JSON as `raw` (decision 030): the one place that rule is applied, for the
 * outputs route and for labels that come with an import (the simpledevqa-eval preset's grades).
 */
export async function checkRunOutputs(
  sql: Sql,
  opts: {
    project: Pick<ProjectAccess, "id" | "kind" | "settings">;
    lines: readonly { line: number; value: OutputLine }[];
  },
): Promise<RunOutputBatch & { unknown: LineError[] }> {
  const out: RunOutputBatch & { unknown: LineError[] } = { labels: [], failures: [], unknown: [] };
  for (const c of await checkMachineAnnotations(sql, {
    project: opts.project,
    lines: opts.lines,
  })) {
    const { line, value } = c;
    if (c.itemId === null) out.unknown.push(noItemError(line, value.external_id));
    else if (value.failure !== undefined)
      out.failures.push({
        line,
        itemId: c.itemId,
        type: value.failure,
        message: null,
        raw: bounded(value.raw ?? null),
      });
    else if (c.ok) out.labels.push({ line, itemId: c.itemId, data: c.data });
    else
      out.failures.push({
        line,
        itemId: c.itemId,
        type: "invalid",
        message: c.message,
        raw: bounded(JSON.stringify(value.annotation)),
      });
  }
  return out;
}

/**
 * Reads a run's outputs file once, BATCH lines at a time, handing each batch's labels and failures
 * to `onBatch`. File errors: a malformed line, an unknown external id, an external id given twice.
 * An annotation the kind's schema refuses is a failure `invalid` with the schema's message (its
 * JSON kept as `raw`).
 */
export async function scanRunOutputs(
  sql: Sql,
  opts: {
    project: ProjectAccess;
    open: () => AsyncIterable<Uint8Array | string>;
    onBatch: (batch: RunOutputBatch) => Promise<void>;
  },
): Promise<RunScanSummary> {
  const summary: RunScanSummary = { lines: 0, labels: 0, failures: 0, errorCount: 0, errors: [] };
  // A line counts once, with one error per field as an item import lists them.
  const fail = (...lineErrors: LineError[]) => {
    summary.errorCount += 1;
    for (const e of lineErrors) if (summary.errors.length < MAX_ERRORS) summary.errors.push(e);
  };
  const seen = new Map<string, number>();
  let batch: { line: number; value: OutputLine }[] = [];
  const flush = async () => {
    const { unknown, ...out } = await checkRunOutputs(sql, { project: opts.project, lines: batch });
    for (const e of unknown) fail(e);
    batch = [];
    summary.labels += out.labels.length;
    summary.failures += out.failures.length;
    if (out.labels.length || out.failures.length) await opts.onBatch(out);
  };
  for await (const entry of splitLines(opts.open())) {
    summary.lines = entry.line;
    const result = checkJsonlLine(entry, outputLineSchema);
    if (result === null) continue;
    if (!result.ok) {
      fail(...result.errors);
      continue;
    }
    const first = seen.get(result.value.external_id);
    if (first !== undefined) {
      fail({
        line: result.line,
        externalId: result.value.external_id,
        field: "external_id",
        message: `repeats the external_id of line ${first}`,
      });
      continue;
    }
    seen.set(result.value.external_id, result.line);
    batch.push({ line: result.line, value: result.value });
    if (batch.length === BATCH) await flush();
  }
  if (batch.length) await flush();
  summary.errors.sort((a, b) => a.line - b.line);
  return summary;
}
