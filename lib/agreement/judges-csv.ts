import { toCsv, type CsvCell } from "@/lib/csv/to-csv";
import type { Ci95Json, PrfJson } from "./agreement-report-types";
import type {
  JudgeFieldJson,
  JudgeRunJson,
  JudgeSliceJson,
  JudgesReport,
} from "./judges-report-types";

// Long form, one figure per row, so that every block of the report (coverage, fields, confusion
// cells, labels, codes, annotators) fits one header: filter on scope, field, label and metric.
const JUDGES_CSV_HEADER = [
  "run",
  "model",
  "version",
  "prompt_strategy",
  "prompt_language",
  "temperature",
  "seed",
  "run_number",
  "language",
  "scope",
  "field",
  "label",
  "metric",
  "value",
] as const;

function fieldRows(field: string, f: JudgeFieldJson): [string, CsvCell, string, CsvCell][] {
  const rows: [string, CsvCell, string, CsvCell][] = [];
  const put = (label: CsvCell, metric: string, value: CsvCell) =>
    rows.push([field, label, metric, value]);
  const ci = (name: string, v: Ci95Json | undefined) => {
    if (v === undefined) return;
    put(null, `${name}_low`, v?.[0]);
    put(null, `${name}_high`, v?.[1]);
  };
  put(null, "n", f.n);
  put(null, "accuracy", f.accuracy);
  put(null, "kappa", f.kappa);
  ci("ci95", f.ci95);
  if ("kappa_linear" in f) put(null, "kappa_linear", f.kappa_linear);
  ci("ci95_linear", f.ci95_linear);
  if ("kappa_quadratic" in f) put(null, "kappa_quadratic", f.kappa_quadratic);
  ci("ci95_quadratic", f.ci95_quadratic);
  for (const l of f.per_label ?? []) {
    put(l.label, "precision", l.precision);
    put(l.label, "recall", l.recall);
    put(l.label, "support", l.support);
  }
  if (f.confusion) {
    const { labels, matrix, row_normalized, column_normalized } = f.confusion;
    labels.forEach((a, i) =>
      labels.forEach((b, j) => {
        const at = `${String(a)}>${String(b)}`;
        put(at, "confusion_count", matrix[i][j]);
        put(at, "confusion_row_normalized", row_normalized[i][j]);
        put(at, "confusion_column_normalized", column_normalized[i][j]);
      }),
    );
  }
  return rows;
}

function sliceRows(s: JudgeSliceJson): [string, string, CsvCell, string, CsvCell][] {
  const out: [string, string, CsvCell, string, CsvCell][] = [];
  const coverage: [string, CsvCell][] = [
    ["items", s.items],
    ["outputs", s.outputs],
    ["labels", s.labels],
    ...Object.entries(s.failures).map(([k, v]): [string, CsvCell] => [`failures_${k}`, v]),
    ["coverage", s.coverage],
    ["gold_items", s.gold_items],
    ["gold_coverage", s.gold_coverage],
  ];
  for (const [metric, value] of coverage) out.push(["coverage", "", null, metric, value]);
  for (const [name, f] of Object.entries(s.vs_gold.fields))
    for (const r of fieldRows(name, f)) out.push(["gold", ...r]);
  const codes = s.vs_gold.error_codes;
  if (codes) {
    const prf = (label: CsvCell, prefix: string, v: PrfJson) => {
      out.push(
        ["gold", "error_codes", label, `${prefix}precision`, v.precision],
        ["gold", "error_codes", label, `${prefix}recall`, v.recall],
        ["gold", "error_codes", label, `${prefix}f1`, v.f1],
      );
    };
    out.push(["gold", "error_codes", null, "n", codes.n]);
    prf(null, "macro_", codes.macro);
    prf(null, "micro_", codes.micro);
    for (const [code, v] of Object.entries(codes.per_code)) {
      prf(code, "", v);
      out.push(["gold", "error_codes", code, "support", v.support]);
    }
  }
  for (const a of s.vs_annotators)
    for (const [name, f] of Object.entries(a.fields))
      for (const r of fieldRows(name, f)) out.push([`annotator:${a.annotator}`, ...r]);
  return out;
}

const runCells = (r: JudgeRunJson): CsvCell[] => [
  r.name,
  r.model,
  r.version,
  r.prompt_strategy,
  r.prompt_language,
  r.temperature,
  r.seed,
  r.run,
];

/** The judges report as CSV (RFC 4180, CRLF), every figure a full double. */
export function judgesCsv(report: JudgesReport): string {
  const rows: CsvCell[][] = [[...JUDGES_CSV_HEADER]];
  for (const run of report.runs) {
    for (const s of run.slices)
      for (const row of sliceRows(s)) rows.push([...runCells(run), s.language, ...row]);
  }
  return toCsv(rows);
}
