import { validationRatingField } from "./categorical-fields";
import type {
  AgreementReport,
  BinaryKappaJson,
  FieldJson,
  FunctionalitiesJson,
  KappaJson,
} from "./agreement-report-types";

const num = (v: number | null | undefined): string =>
  v === null || v === undefined ? "undefined" : v.toFixed(3);

function columns(rows: string[][]): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((r) =>
    r
      .map((v, c) => (c === 0 ? v.padEnd(widths[c]) : v.padStart(widths[c])))
      .join("  ")
      .trimEnd(),
  );
}

const isKappa = (j: FieldJson): j is KappaJson => "kappa" in j;
const isPrf = (j: FieldJson): j is FunctionalitiesJson => "f1" in j;

/** The main number of a field block, for one-line summaries. */
function headline(j: FieldJson | undefined): string {
  if (j === undefined) return "";
  if (isKappa(j)) return `kappa ${num(j.kappa)} (n ${j.n})`;
  if (isPrf(j)) return `F1 ${num(j.f1)} (n ${j.n})`;
  return `macro kappa ${num(j.macro_kappa)}`;
}

function codeLines(codes: Record<string, BinaryKappaJson>, count: number): string[] {
  const ranked = Object.entries(codes)
    .filter(([, k]) => k.kappa !== null)
    .sort(([, x], [, y]) => (y.kappa as number) - (x.kappa as number));
  const line = ([code, k]: [string, BinaryKappaJson]) =>
    `  ${code.padEnd(8)} kappa ${num(k.kappa)}  prevalence ${num(k.prevalence)}`;
  const undefinedCount = Object.keys(codes).length - ranked.length;
  return [
    `top codes:`,
    ...ranked.slice(0, count).map(line),
    `bottom codes:`,
    ...ranked.slice(-count).reverse().map(line),
    ...(undefinedCount > 0 ? [`${undefinedCount} code(s) with undefined kappa`] : []),
  ];
}

/** A readable summary of the report for the terminal: fields, codes, alpha, pairs, machine raters. */
export function agreementTable(report: AgreementReport, topCodes = 5): string {
  const lines = [
    `project ${report.project_id} (${report.kind}): ${report.items_compared} items compared`,
    "",
  ];
  const rows = [["field", "n", "observed", "expected", "kappa", "quadratic"]];
  for (const [name, j] of Object.entries(report.fields)) {
    if (isKappa(j))
      rows.push([
        name,
        String(j.n),
        num(j.observed),
        num(j.expected),
        num(j.kappa),
        j.kappa_quadratic === undefined ? "" : num(j.kappa_quadratic),
      ]);
    else if (!isPrf(j)) rows.push([`${name} (macro)`, "", "", "", num(j.macro_kappa), ""]);
  }
  if (rows.length > 1) lines.push(...columns(rows));
  for (const [name, j] of Object.entries(report.fields)) {
    if (isPrf(j))
      lines.push(
        `${name}: n ${j.n}  precision ${num(j.precision)}  recall ${num(j.recall)}  F1 ${num(j.f1)}  (macro F1 ${num(j.macro.f1)})`,
      );
    else if (!isKappa(j) && j.codes !== undefined) lines.push("", ...codeLines(j.codes, topCodes));
  }
  const alpha = Object.entries(report.alpha);
  if (alpha.length > 0) {
    lines.push("", "Krippendorff's alpha:");
    for (const [name, a] of alpha)
      lines.push(
        `  ${name}: nominal ${num(a.nominal)}${a.ordinal === undefined ? "" : `  ordinal ${num(a.ordinal)}`}`,
      );
  }
  const main = Object.keys(report.fields)[0];
  if (report.pairs.length > 0) {
    lines.push("", `pairs (${main}):`);
    // README validation ratings come from other pairs of people than the annotations: both are shown.
    const rating =
      main !== validationRatingField.name && validationRatingField.name in report.fields
        ? validationRatingField.name
        : null;
    if (rating) lines[lines.length - 1] = `pairs (${main}; ${rating}):`;
    for (const p of report.pairs) {
      lines.push(
        `  ${p.annotators.join(" × ")}  ${headline(p.fields[main])}${rating ? `;  ${headline(p.fields[rating])}` : ""}`,
      );
    }
  }
  for (const [name, m] of Object.entries(report.machine)) {
    lines.push(
      "",
      `machine ${name} (${m.items} items, ${main}): vs humans ${headline(m.vs_humans[main])}; vs gold ${headline(m.vs_gold[main])}`,
    );
  }
  return lines.join("\n");
}
