import { describe, expect, it } from "vitest";
import { latexEscape, leaderboardLatex } from "./leaderboard-latex";
import { DEFAULT_SORT } from "./leaderboard-sort";
import { rankModels } from "./rank-models";
import { testRow } from "./test-rows";

describe("latexEscape", () => {
  it.each([
    ["gpt-4o", "gpt-4o"],
    ["a_b & c", "a\\_b \\& c"],
    ["100% $x$ #1", "100\\% \\$x\\$ \\#1"],
    ["{x}\\y", "\\{x\\}\\textbackslash{}y"],
    ["~^<>|", "\\textasciitilde{}\\textasciicircum{}\\textless{}\\textgreater{}\\textbar{}"],
    ["a\nb\\end{tabular}", "a b\\textbackslash{}end\\{tabular\\}"],
    ["通义千问", "通义千问"],
  ])("%j → %j", (text, want) => {
    expect(latexEscape(text)).toBe(want);
  });
});

describe("leaderboardLatex", () => {
  it("writes a known small table in booktabs layout, ranked as given", () => {
    const rows = [
      testRow({
        model: "m_1",
        figures: {
          correct: 0.5,
          notAttempted: 0.1,
          incorrect: 0.4,
          correctGivenAttempted: 0.5556,
          fScore: 0.5263,
        },
        half: 0.02,
      }),
      testRow({
        model: "m_1",
        language: "en",
        figures: { correct: 0.6, correctGivenAttempted: 0.6, fScore: 0.6 },
        half: 0.031,
      }),
      testRow({
        model: "big & co",
        figures: { correct: 0.7, correctGivenAttempted: 0.7, fScore: 0.7 },
        half: 0.01,
      }),
    ];
    const latex = leaderboardLatex({
      title: "Model leaderboard: Judge 50%_off",
      models: rankModels(rows, DEFAULT_SORT),
      languages: ["en"],
    });
    const pm = (v: string, h: string) => `${v}\\,{\\scriptsize$\\pm$${h}}`;
    expect(latex.split("\n")).toEqual([
      "% Model leaderboard: Judge 50\\%\\_off",
      "% Figures in %, each with ± half its 95 % bootstrap interval. Needs \\usepackage{booktabs}.",
      "\\begin{tabular}{lrrrrrrrr}",
      "\\toprule",
      " & \\multicolumn{5}{c}{All languages} & \\multicolumn{3}{c}{en} \\\\",
      "\\cmidrule(lr){2-6} \\cmidrule(lr){7-9}",
      "Model & CO & NA & IN & CGA & F & CO & CGA & F \\\\",
      "\\midrule",
      `big \\& co & ${pm("70.0", "1.0")} & ${pm("0.0", "1.0")} & ${pm("0.0", "1.0")} & ${pm("70.0", "1.0")} & ${pm("70.0", "1.0")} & -- & -- & -- \\\\`,
      `m\\_1 & ${pm("50.0", "2.0")} & ${pm("10.0", "2.0")} & ${pm("40.0", "2.0")} & ${pm("55.6", "2.0")} & ${pm("52.6", "2.0")} & ${pm("60.0", "3.1")} & ${pm("60.0", "3.1")} & ${pm("60.0", "3.1")} \\\\`,
      "\\bottomrule",
      "\\end{tabular}",
      "",
    ]);
  });

  it("keeps F only per language past three languages", () => {
    const languages = ["de", "en", "ru", "zh"];
    const rows = [testRow({ model: "m", figures: { fScore: null } })];
    const latex = leaderboardLatex({
      title: "t",
      models: rankModels(rows, DEFAULT_SORT),
      languages,
    });
    expect(latex).toContain("\\begin{tabular}{lrrrrrrrrr}");
    expect(latex).toContain("Model & CO & NA & IN & CGA & F & F & F & F & F \\\\");
    expect(latex).toContain("m & 0.0");
    expect(latex).toMatch(/& -- & -- & -- & -- & -- \\\\$/m);
  });
});
