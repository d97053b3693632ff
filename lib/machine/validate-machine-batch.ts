import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { LineError } from "@/lib/jsonl/line-result";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import { checkMachineAnnotations, noItemError } from "./check-machine-annotations";
import type { MachineLine } from "./machine-line-schema";

export type ValidMachineLine = { line: number; itemId: number; annotator: string; data: unknown };

/**
 * Checks a batch of well-formed lines against the project: the item must exist in it, and the
 * annotation must be valid for that item (README spans against its text). Returns the valid
 * lines with their item ids and parsed data, and one error per invalid line.
 */
export async function validateMachineBatch(
  sql: Sql,
  opts: { project: ProjectAccess; lines: { line: number; value: MachineLine }[] },
) {
  const valid: ValidMachineLine[] = [];
  const errors: LineError[] = [];
  for (const c of await checkMachineAnnotations(sql, opts)) {
    if (c.itemId === null) errors.push(noItemError(c.line, c.value.external_id));
    else if (c.ok)
      valid.push({ line: c.line, itemId: c.itemId, annotator: c.value.annotator, data: c.data });
    else errors.push({ line: c.line, message: c.message });
  }
  return { valid, errors };
}
