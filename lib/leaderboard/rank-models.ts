import type { LeaderboardRow } from "./build-leaderboard";
import type { LeaderboardSort } from "./leaderboard-sort";

/** One model's line of the table: its rank by pooled F and its rows (pooled and per language). */
export interface RankedModel {
  model: string;
  /** 1 + the number of models with a higher pooled F; null when F is undefined. */
  rank: number | null;
  all: LeaderboardRow;
  byLanguage: ReadonlyMap<string, LeaderboardRow>;
}

const codePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
// Case-insensitive first ("claude" beside "Claude", not after every capital), then exact.
const byName = (a: string, b: string) =>
  a.localeCompare(b, "en", { sensitivity: "base", numeric: true }) || codePoint(a, b);

/** The languages of a source's rows, in code order. */
export const languagesOf = (rows: readonly LeaderboardRow[]): string[] =>
  [...new Set(rows.flatMap((r) => (r.language === null ? [] : [r.language])))].sort(codePoint);

function sortValue(m: RankedModel, sort: LeaderboardSort): number | null {
  const row = sort.language === null ? m.all : m.byLanguage.get(sort.language);
  if (!row || sort.key === "model") return null;
  return sort.key === "n" ? row.n : row.figures[sort.key];
}

/** Undefined values last either way; ties by pooled F (best first), then by name. */
function compareBy(sort: LeaderboardSort) {
  const sign = sort.dir === "asc" ? 1 : -1;
  return (a: RankedModel, b: RankedModel) => {
    if (sort.key === "model") return sign * byName(a.model, b.model);
    const [x, y] = [sortValue(a, sort), sortValue(b, sort)];
    if (x !== y) {
      if (x === null || y === null) return x === null ? 1 : -1;
      return sign * (x - y);
    }
    const [f, g] = [a.all.figures.fScore ?? -1, b.all.figures.fScore ?? -1];
    return g - f || byName(a.model, b.model);
  };
}

/** A source's rows as one line per model, ranked by pooled F and ordered by `sort`. */
export function rankModels(rows: readonly LeaderboardRow[], sort: LeaderboardSort): RankedModel[] {
  const models = new Map<
    string,
    { all?: LeaderboardRow; byLanguage: Map<string, LeaderboardRow> }
  >();
  for (const row of rows) {
    let m = models.get(row.model);
    if (!m) models.set(row.model, (m = { byLanguage: new Map() }));
    if (row.language === null) m.all = row;
    else m.byLanguage.set(row.language, row);
  }
  const lines = [...models].flatMap(([model, m]) =>
    m.all ? [{ model, rank: null as number | null, all: m.all, byLanguage: m.byLanguage }] : [],
  );
  const scores = lines.map((l) => l.all.figures.fScore);
  for (const line of lines) {
    const f = line.all.figures.fScore;
    line.rank = f === null ? null : 1 + scores.filter((s) => s !== null && s > f).length;
  }
  return lines.sort(compareBy(sort));
}
