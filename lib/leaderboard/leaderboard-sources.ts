import { AppError } from "@/lib/errors";
import type { LeaderboardSource } from "./get-leaderboard";

/** How the query names a source: "gold" or the judge run's id. */
export const sourceKey = (s: LeaderboardSource): "gold" | number =>
  s.source === "gold" ? "gold" : s.run.id;

/** A source's name on the page and in a download's title. */
export const sourceLabel = (s: LeaderboardSource): string =>
  s.source === "gold" ? "Human gold" : `Judge ${s.run.name}`;

/** The source the query names, else the first with figures (gold before the runs). */
export function pickSource(
  sources: readonly LeaderboardSource[],
  wanted: "gold" | number | undefined,
): LeaderboardSource {
  if (wanted === undefined) return sources.find((s) => s.rows.length > 0) ?? sources[0];
  const found = sources.find((s) => sourceKey(s) === wanted);
  if (found) return found;
  const problem = "is not a judge run of this project";
  throw new AppError("bad_request", `The query parameter \`source\` ${problem}.`, {
    fields: { source: [problem] },
  });
}

/** A 400 when the sort names a language none of `sources` has (a typo would sort by nothing). */
export function checkSortLanguage(sources: readonly LeaderboardSource[], language: string | null) {
  if (language === null || sources.some((s) => s.rows.some((r) => r.language === language))) return;
  const problem = "is not a language of this leaderboard";
  throw new AppError("bad_request", `The query parameter \`language\` ${problem}.`, {
    fields: { language: [problem] },
  });
}

/** Why a source has no figures: a key of the page's `leaderboard.empty` catalogue and its values. */
export type EmptyReason =
  | { key: "goldOutside" | "runOutside" | "runFailed"; values: { count: number } }
  | { key: "noGold" | "noOutputs"; values?: undefined };

/** Why a source has no figures (null when it has some): what the lead can do about it. */
export function emptyReason(s: LeaderboardSource): EmptyReason | null {
  if (s.rows.length > 0) return null;
  if (s.source === "gold")
    return s.ungraded > 0
      ? { key: "goldOutside", values: { count: s.ungraded } }
      : { key: "noGold" };
  if (s.ungraded > 0) return { key: "runOutside", values: { count: s.ungraded } };
  if (s.failures > 0) return { key: "runFailed", values: { count: s.failures } };
  return { key: "noOutputs" };
}
