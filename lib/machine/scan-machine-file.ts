import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { LineError } from "@/lib/jsonl/line-result";
import { checkJsonlLine } from "@/lib/jsonl/parse-jsonl-line";
import { splitLines } from "@/lib/jsonl/split-lines";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import { machineLineSchema, type MachineLine } from "./machine-line-schema";
import { validateMachineBatch, type ValidMachineLine } from "./validate-machine-batch";

const BATCH = 1000;
export const MAX_ERRORS = 1000;

export type ScanSummary = { lines: number; valid: number; errorCount: number; errors: LineError[] };

/**
 * Reads a machine-label file once, BATCH lines at a time (the file is never held in memory),
 * checking every line and handing each batch's valid lines to `onValid`. An (external_id,
 * annotator) pair given twice is an error on its repeat: which label was meant is unclear.
 */
export async function scanMachineFile(
  sql: Sql,
  opts: {
    project: ProjectAccess;
    open: () => AsyncIterable<Uint8Array | string>;
    onValid: (lines: ValidMachineLine[]) => Promise<void>;
  },
): Promise<ScanSummary> {
  const summary: ScanSummary = { lines: 0, valid: 0, errorCount: 0, errors: [] };
  // A line counts once, with one error per field as an item import lists them.
  const fail = (...lineErrors: LineError[]) => {
    summary.errorCount += 1;
    for (const e of lineErrors) if (summary.errors.length < MAX_ERRORS) summary.errors.push(e);
  };
  const seen = new Map<string, number>();
  let batch: { line: number; value: MachineLine }[] = [];
  const flush = async () => {
    const { valid, errors } = await validateMachineBatch(sql, {
      project: opts.project,
      lines: batch,
    });
    batch = [];
    for (const e of errors) fail(e);
    summary.valid += valid.length;
    if (valid.length) await opts.onValid(valid);
  };
  for await (const entry of splitLines(opts.open())) {
    summary.lines = entry.line;
    const result = checkJsonlLine(entry, machineLineSchema);
    if (result === null) continue;
    if (!result.ok) {
      fail(...result.errors);
      continue;
    }
    const key = `${result.value.external_id}\u0000${result.value.annotator}`;
    const first = seen.get(key);
    if (first !== undefined) {
      fail({
        line: result.line,
        externalId: result.value.external_id,
        message: `repeats the external_id and annotator of line ${first}`,
      });
      continue;
    }
    seen.set(key, result.line);
    batch.push({ line: result.line, value: result.value });
    if (batch.length === BATCH) await flush();
  }
  if (batch.length) await flush();
  summary.errors.sort((a, b) => a.line - b.line);
  return summary;
}
