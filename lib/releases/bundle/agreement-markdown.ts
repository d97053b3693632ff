// The agreement figures of a release's report (SPEC §6 "Agreement JSON") as markdown tables.
import { markdownInline } from "./markdown-text";

type Block = Record<string, unknown>;

const isBlock = (v: unknown): v is Block =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const int = (v: unknown) => (typeof v === "number" ? String(v) : "—");

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v.toFixed(3) : "—");

function ci(v: unknown): string {
  return Array.isArray(v) && v.length === 2 ? `[${num(v[0])}, ${num(v[1])}]` : "—";
}

/** A row per figure of a field: kappa (and weighted), macro kappa of codes, or matched F1. */
function fieldRows(field: string, block: Block): string[][] {
  const name = markdownInline(field);
  const rows: string[][] = [];
  if ("kappa" in block) {
    rows.push([name, "Cohen's κ", num(block.kappa), ci(block.ci95), int(block.n)]);
    if ("kappa_quadratic" in block)
      rows.push([
        name,
        "κ (quadratic)",
        num(block.kappa_quadratic),
        ci(block.ci95_quadratic),
        int(block.n),
      ]);
  }
  if ("macro_kappa" in block)
    rows.push([name, "macro κ over codes", num(block.macro_kappa), ci(block.macro_ci95), "—"]);
  if ("f1" in block) rows.push([name, "matched F1", num(block.f1), "—", int(block.n)]);
  return rows;
}

const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");

/** Figures pooled, then per language; "no figures" when the report has none. */
export function agreementMarkdown(report: unknown): string {
  if (!isBlock(report) || !isBlock(report.fields)) return "No agreement figures were recorded.";
  const head = ["field", "statistic", "value", "95 % CI", "n"];
  const rows = Object.entries(report.fields).flatMap(([f, b]) =>
    isBlock(b) ? fieldRows(f, b) : [],
  );
  const parts = [
    `Items compared: ${int(report.items_compared)}. Intervals are percentile bootstraps over items (1,000 resamples).`,
    rows.length ? table(head, rows) : "No field had two annotations to compare.",
  ];
  const alpha = isBlock(report.alpha)
    ? Object.entries(report.alpha).filter(([, a]) => isBlock(a))
    : [];
  if (alpha.length)
    parts.push(
      "Krippendorff's α across all annotators:",
      table(
        ["field", "nominal α", "95 % CI", "ordinal α", "95 % CI"],
        alpha.map(([f, a]) => {
          const b = a as Block;
          return [
            markdownInline(f),
            num(b.nominal),
            ci(b.nominal_ci95),
            num(b.ordinal),
            ci(b.ordinal_ci95),
          ];
        }),
      ),
    );
  const byLanguage = isBlock(report.by_language) ? Object.entries(report.by_language) : [];
  for (const [language, slice] of byLanguage) {
    if (!isBlock(slice) || !isBlock(slice.fields)) continue;
    const langRows = Object.entries(slice.fields).flatMap(([f, b]) =>
      isBlock(b) ? fieldRows(f, b) : [],
    );
    if (langRows.length)
      parts.push(
        `Language ${markdownInline(language)} (${int(slice.items_compared)} items):`,
        table(head, langRows),
      );
  }
  return parts.join("\n\n");
}
