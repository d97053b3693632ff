import { toCsv, type CsvCell } from "@/lib/csv/to-csv";
import type {
  AgreementReport,
  BinaryKappaJson,
  Ci95Json,
  FieldJson,
  FieldsJson,
  KappaJson,
} from "./agreement-report-types";

// New columns go at the end, so scripts reading the first nine by position keep working.
const AGREEMENT_CSV_HEADER = [
  "scope",
  "field",
  "code",
  "n",
  "observed",
  "expected",
  "kappa",
  "kappa_linear",
  "kappa_quadratic",
  "ci95_low",
  "ci95_high",
  "ci95_quadratic_low",
  "ci95_quadratic_high",
  "ac1",
  "pabak",
  "items_for_half_width_0_1",
] as const;

type Row = CsvCell[];

/** Pads a row to the header's width (cells past `kappa_quadratic` empty unless given). */
const pad = (row: Row): Row => [
  ...row,
  ...new Array<CsvCell>(AGREEMENT_CSV_HEADER.length - row.length).fill(null),
];
const interval = (ci: Ci95Json | undefined): [CsvCell, CsvCell] => (ci ? ci : [null, null]);

const kappaRow = (
  scope: string,
  field: string,
  code: string,
  k: KappaJson | BinaryKappaJson,
): Row => [
  scope,
  field,
  code,
  k.n,
  k.observed,
  k.expected,
  k.kappa,
  "kappa_linear" in k ? k.kappa_linear : null,
  "kappa_quadratic" in k ? k.kappa_quadratic : null,
  ...interval(k.ci95),
  ...interval("ci95_quadratic" in k ? k.ci95_quadratic : null),
  k.ac1,
  k.pabak,
  "items_for_half_width_0_1" in k ? k.items_for_half_width_0_1 : null,
];

function levelRows(
  scope: string,
  field: string,
  level: Record<string, BinaryKappaJson> | undefined,
): Row[] {
  return Object.entries(level ?? {}).map(([code, k]) => kappaRow(scope, field, code, k));
}

function fieldRows(scope: string, name: string, json: FieldJson): Row[] {
  if ("macro_kappa" in json) {
    const codes = json;
    return [
      pad([
        scope,
        name,
        "macro",
        null,
        null,
        null,
        codes.macro_kappa,
        null,
        null,
        ...interval(codes.macro_ci95),
      ]),
      ...levelRows(scope, `${name}.codes`, codes.codes),
      ...levelRows(scope, `${name}.groups`, codes.groups),
      ...levelRows(scope, `${name}.categories`, codes.categories),
    ];
  }
  if ("f1" in json) {
    // P/R/F1 have no kappa column: the metric goes in `code`, its value in `observed`.
    const { n, precision, recall, f1, macro } = json;
    const metrics: [string, number | null][] = [
      ["precision", precision],
      ["recall", recall],
      ["f1", f1],
      ["macro_precision", macro.precision],
      ["macro_recall", macro.recall],
      ["macro_f1", macro.f1],
    ];
    return metrics.map(([metric, value]) => pad([scope, name, metric, n, value]));
  }
  return [kappaRow(scope, name, "", json)];
}

const blockRows = (scope: string, fields: FieldsJson): Row[] =>
  Object.entries(fields).flatMap(([name, json]) => fieldRows(scope, name, json));

/**
 * The report as CSV, one row per field, code, group and category, and metric: scope is `all`,
 * `language:<value>`, `model:<value>`, `pair:<a>|<b>`, `machine:<name>:humans` or
 * `machine:<name>:gold`. Numbers are full doubles; an undefined value is an empty cell.
 */
export function agreementCsv(report: AgreementReport): string {
  const rows: Row[] = [
    ...blockRows("all", report.fields),
    ...Object.entries(report.by_language).flatMap(([value, slice]) =>
      blockRows(`language:${value}`, slice.fields),
    ),
    ...Object.entries(report.by_model).flatMap(([value, slice]) =>
      blockRows(`model:${value}`, slice.fields),
    ),
    ...report.pairs.flatMap((p) => blockRows(`pair:${p.annotators.join("|")}`, p.fields)),
    ...Object.entries(report.machine).flatMap(([name, m]) => [
      ...blockRows(`machine:${name}:humans`, m.vs_humans),
      ...blockRows(`machine:${name}:gold`, m.vs_gold),
    ]),
  ];
  return toCsv([AGREEMENT_CSV_HEADER, ...rows]);
}
