import type { ImportResult } from "@/lib/items/import/import-items";
import type { ImportPreview } from "@/lib/items/import/preview-import";

type LineProblem = { line: number; externalId?: string; field?: string; message: string };

/** "line 219 (gpt-4o:900001): reference_answer: the reference answer is empty; …" */
const problem = (p: LineProblem) =>
  `line ${p.line}${p.externalId !== undefined ? ` (${p.externalId})` : ""}: ${p.field ? `${p.field}: ` : ""}${p.message}`;

const more = (shown: number, total: number, what: string) =>
  total > shown ? [`  … and ${total - shown} more ${what}`] : [];

/** What `import` prints on stdout: the counts, the lines left out (--partial) and the warnings. */
export function importReport(result: ImportResult): string[] {
  const invalid = result.invalid ? `, ${result.invalid} invalid left out` : "";
  const errors = result.errors ?? [];
  const warnings = result.warnings ?? [];
  return [
    `imported ${result.imported}, duplicates ${result.duplicates}${invalid} (${result.lines} lines)`,
    ...errors.map((e) => `  left out: ${problem(e)}`),
    ...more(errors.length, errors.length + (result.errorsTruncated ? 1 : 0), "problems"),
    ...warnings.map((w) => `  warning: ${problem(w)}`),
    ...more(warnings.length, result.warningCount ?? 0, "warnings"),
  ];
}

/** What `import --preview` prints: each row as the import would take it; nothing is written. */
export function previewReport(preview: ImportPreview, suggestion: string | null): string[] {
  const rows = preview.rows.flatMap((row) => {
    if (row.status === "invalid") return row.errors.map((e) => `invalid  ${problem(e)}`);
    const head = `${row.status.padEnd(10)} line ${row.line}: ${row.externalId}`;
    if (row.status === "repeated") return [`${head} (repeats line ${row.firstLine})`];
    return [head, ...(row.warnings ?? []).map((w) => `  warning: ${problem(w)}`)];
  });
  const extent = preview.isComplete ? "the whole file" : `the first ${preview.linesRead} lines`;
  return [`preview of ${extent} (nothing written):`, ...rows, ...(suggestion ? [suggestion] : [])];
}
