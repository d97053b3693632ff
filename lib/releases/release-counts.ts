// A release's lines counted per status, source and language (the dataset card's tables).

export type ReleaseCounts = {
  status: Record<string, number>;
  source: Record<string, number>;
  /** Lines without a language are counted under "und" (ISO 639-2: undetermined). */
  language: Record<string, number>;
};

export const emptyReleaseCounts = (): ReleaseCounts => ({ status: {}, source: {}, language: {} });

const bump = (tally: Record<string, number>, key: string) => {
  tally[key] = (tally[key] ?? 0) + 1;
};

/** Adds one exported line (its status, source and language) to `counts`. */
export function countReleaseLine(
  counts: ReleaseCounts,
  line: { status: string; source: string | null; language: string | null },
): void {
  bump(counts.status, line.status);
  bump(counts.source, line.source ?? "none");
  bump(counts.language, line.language ?? "und");
}

/** Keys in order, so the stored JSON (and its bytes) do not depend on the order lines came in. */
export function sortedCounts(counts: ReleaseCounts): ReleaseCounts {
  const sorted = (t: Record<string, number>) =>
    Object.fromEntries(Object.entries(t).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    status: sorted(counts.status),
    source: sorted(counts.source),
    language: sorted(counts.language),
  };
}
