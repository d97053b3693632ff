/** One language's row on the lead's overview (SPEC §2 "Languages"); `language` null: items without one. */
export type LanguageCoverage = { language: string | null; openItems: number; annotators: number };

/**
 * Whether a language has fewer active annotators able to take it than the overlap: its items can
 * then never get all their annotations. Only languages with items still open count.
 */
export const isUnderstaffed = (row: LanguageCoverage, overlap: number): boolean =>
  row.openItems > 0 && row.annotators < overlap;
