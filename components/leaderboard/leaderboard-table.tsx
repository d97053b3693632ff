import { formatInterval, formatShare, formatStat } from "@/components/agreement/format";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { LeaderboardRow } from "@/lib/leaderboard/build-leaderboard";
import type { LeaderboardSource } from "@/lib/leaderboard/get-leaderboard";

const sourceName = (s: LeaderboardSource) =>
  s.source === "gold" ? "Human gold" : `Judge ${s.run.name}`;
const keyOf = (r: Pick<LeaderboardRow, "model" | "language">) =>
  `${r.model}\u0000${r.language ?? ""}`;

/** F-score side by side: a row per model × language (all languages first), a column per source. */
export function LeaderboardSideBySide({ sources }: { sources: readonly LeaderboardSource[] }) {
  const keys = new Map<string, Pick<LeaderboardRow, "model" | "language">>();
  for (const s of sources)
    for (const r of s.rows) keys.set(keyOf(r), { model: r.model, language: r.language });
  const rows = [...keys.values()];
  const lookup = sources.map((s) => new Map(s.rows.map((r) => [keyOf(r), r])));
  return (
    <Table
      caption="F-score by model and language, from gold and from each judge run"
      captionVisible
      data-testid="leaderboard-side-by-side"
    >
      <THead>
        <Th>Model</Th>
        <Th>Language</Th>
        {sources.map((s) => (
          <Th key={s.source === "gold" ? "gold" : s.run.id}>{sourceName(s)}: F (95 % CI)</Th>
        ))}
      </THead>
      <TBody>
        {rows.map((r) => (
          <tr key={keyOf(r)}>
            <Td className="font-medium whitespace-nowrap">{r.model}</Td>
            <Td>{r.language ?? "all"}</Td>
            {lookup.map((m, i) => {
              const row = m.get(keyOf(r));
              return (
                <Td key={i} className="tabular-nums">
                  {row
                    ? `${formatStat(row.figures.fScore, 3)} (${formatInterval(row.ci95.fScore, 3)})`
                    : "—"}
                </Td>
              );
            })}
          </tr>
        ))}
      </TBody>
    </Table>
  );
}

/** One source's full figures: shares, correct given attempted, F, with the runs' spread. */
export function LeaderboardDetail({ source }: { source: LeaderboardSource }) {
  const spread = (r: LeaderboardRow) =>
    r.runs > 1 && r.spread.fScore
      ? `${formatStat(r.spread.fScore[0], 3)}–${formatStat(r.spread.fScore[1], 3)}`
      : "—";
  return (
    <Table
      caption={`${sourceName(source)}: all figures`}
      captionVisible
      data-testid="leaderboard-detail"
    >
      <THead>
        <Th>Model</Th>
        <Th>Language</Th>
        <Th>Runs</Th>
        <Th>n</Th>
        <Th>Correct</Th>
        <Th>Incorrect</Th>
        <Th>Not attempted</Th>
        <Th>Correct given attempted</Th>
        <Th>F-score</Th>
        <Th>F over runs (min–max)</Th>
      </THead>
      <TBody>
        {source.rows.map((r) => (
          <tr key={keyOf(r)}>
            <Td className="font-medium whitespace-nowrap">{r.model}</Td>
            <Td>{r.language ?? "all"}</Td>
            <Td className="tabular-nums">{r.runs}</Td>
            <Td className="tabular-nums">{r.n}</Td>
            <Td className="tabular-nums">{formatShare(r.figures.correct)}</Td>
            <Td className="tabular-nums">{formatShare(r.figures.incorrect)}</Td>
            <Td className="tabular-nums">{formatShare(r.figures.notAttempted)}</Td>
            <Td className="tabular-nums">
              {r.figures.correctGivenAttempted === null
                ? "undefined"
                : formatShare(r.figures.correctGivenAttempted)}
            </Td>
            <Td className="tabular-nums">
              {r.figures.fScore === null ? "undefined" : formatStat(r.figures.fScore, 3)}{" "}
              <span className="text-slate-600">({formatInterval(r.ci95.fScore, 3)})</span>
            </Td>
            <Td className="tabular-nums">{spread(r)}</Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
