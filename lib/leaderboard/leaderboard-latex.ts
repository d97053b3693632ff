import { FIGURE_NAMES, leaderboardColumns } from "./leaderboard-columns";
import { halfWidthText, percentText } from "./figure-text";
import type { LeaderboardRow } from "./build-leaderboard";
import type { RankedModel } from "./rank-models";

const SPECIAL: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
  "<": "\\textless{}",
  ">": "\\textgreater{}",
  "|": "\\textbar{}",
};

/** Text as LaTeX that typesets it literally; control characters (line breaks too) become spaces. */
export function latexEscape(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  return text.replace(/[\\{}&%$#_~^<>|]|[\u0000-\u001f\u007f]/g, (c) => SPECIAL[c] ?? " ");
}

const cell = (row: LeaderboardRow | undefined, key: keyof LeaderboardRow["figures"]) => {
  const value = row?.figures[key] ?? null;
  if (value === null) return "--";
  const half = halfWidthText(row!.ci95[key]);
  return half === null ? percentText(value) : `${percentText(value)}\\,{\\scriptsize$\\pm$${half}}`;
};

/**
 * One source's table as a booktabs `tabular`, ranked as given: a row per model, a column group for
 * all languages and one per language (as on the page), figures in % with ± half the 95 % interval.
 */
export function leaderboardLatex(opts: {
  title: string;
  models: readonly RankedModel[];
  languages: readonly string[];
}): string {
  const groups = leaderboardColumns(opts.languages);
  let at = 2;
  const spans = groups.map((g) => {
    const span = { from: at, to: at + g.figures.length - 1 };
    at += g.figures.length;
    return span;
  });
  const head = groups.map(
    (g) =>
      `\\multicolumn{${g.figures.length}}{c}{${g.language === null ? "All languages" : latexEscape(g.language)}}`,
  );
  const rows = opts.models.map((m) => {
    const cells = groups.flatMap((g) => {
      const row = g.language === null ? m.all : m.byLanguage.get(g.language);
      return g.figures.map((k) => cell(row, k));
    });
    return `${latexEscape(m.model)} & ${cells.join(" & ")} \\\\`;
  });
  return [
    `% ${latexEscape(opts.title)}`,
    "% Figures in %, each with ± half its 95 % bootstrap interval. Needs \\usepackage{booktabs}.",
    `\\begin{tabular}{l${groups.map((g) => "r".repeat(g.figures.length)).join("")}}`,
    "\\toprule",
    ` & ${head.join(" & ")} \\\\`,
    spans.map((s) => `\\cmidrule(lr){${s.from}-${s.to}}`).join(" "),
    `Model & ${groups.flatMap((g) => g.figures.map((k) => FIGURE_NAMES[k].short)).join(" & ")} \\\\`,
    "\\midrule",
    ...rows,
    "\\bottomrule",
    "\\end{tabular}",
    "",
  ].join("\n");
}
