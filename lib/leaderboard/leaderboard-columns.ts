import type { FigureKey } from "./simpleqa-figures";

/** A figure's short name in a column header (Chinese SimpleQA's abbreviations) and its full name. */
export const FIGURE_NAMES: Record<FigureKey, { short: string; long: string }> = {
  correct: { short: "CO", long: "Correct" },
  notAttempted: { short: "NA", long: "Not attempted" },
  incorrect: { short: "IN", long: "Incorrect" },
  correctGivenAttempted: { short: "CGA", long: "Correct given attempted" },
  fScore: { short: "F", long: "F-score" },
};

/** A column group: all languages pooled (language null), or one language. */
export interface ColumnGroup {
  language: string | null;
  figures: readonly FigureKey[];
}

// SimpleQA's Table 1 order. Three figures per language fit a laptop's width up to three languages;
// past that each language keeps its F only (decision 070).
const POOLED: readonly FigureKey[] = [
  "correct",
  "notAttempted",
  "incorrect",
  "correctGivenAttempted",
  "fScore",
];
const PER_LANGUAGE: readonly FigureKey[] = ["correct", "correctGivenAttempted", "fScore"];
const MANY_LANGUAGES = 3;

/** The table's column groups, page and LaTeX alike: all languages first, then each language. */
export function leaderboardColumns(languages: readonly string[]): ColumnGroup[] {
  const figures: readonly FigureKey[] =
    languages.length > MANY_LANGUAGES ? ["fScore"] : PER_LANGUAGE;
  return [
    { language: null, figures: POOLED },
    ...languages.map((language) => ({ language, figures })),
  ];
}
