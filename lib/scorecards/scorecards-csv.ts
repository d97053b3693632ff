import { toCsv, type CsvCell } from "@/lib/csv/to-csv";
import type { FieldKappas, ScorecardReport } from "./scorecard-types";

/**
 * The scorecards as CSV: one `annotator` row per card, then one `peer` row per peer it shares items
 * with (only the peer columns filled), then one `language` row per language of its `byLanguage`
 * (the item figures: submitted, peers, gold, adjudication). The last column, `language`, is that
 * row's language, or on the other rows the language the report is filtered to. Kappa columns per categorical field: `kappa_peers:<field>`
 * and `kappa_gold:<field>`. Numbers are full doubles; undefined values are empty cells.
 */
export function scorecardsCsv(report: ScorecardReport): string {
  const names = report.fieldNames;
  const kappaCells = (fields: FieldKappas | undefined) => names.map((f) => fields?.[f]?.kappa);
  const header = [
    "row",
    "annotator",
    "peer",
    "external",
    "role",
    "active",
    "submitted",
    "skipped",
    "median_seconds",
    "p90_seconds",
    "last_activity_at",
    "peer_n",
    ...names.map((f) => `kappa_peers:${f}`),
    "gold_n",
    "gold_share",
    ...names.map((f) => `kappa_gold:${f}`),
    "disagreements",
    "overruled",
    "overruled_share",
    "checks",
    "check_score",
    "paused",
    "qualification",
    "qualification_score",
    "qualification_attempts",
    "language",
  ];
  const rows: CsvCell[][] = report.annotators.flatMap((a) => {
    const who = a.email ?? a.name;
    const own: CsvCell[] = [
      "annotator",
      who,
      null,
      a.isExternal,
      a.role,
      a.isActive,
      a.submitted,
      a.skipped,
      a.medianSeconds,
      a.p90Seconds,
      a.lastActivityAt,
      a.peers.n,
      ...kappaCells(a.peers.fields),
      a.gold.n,
      a.gold.share,
      ...kappaCells(a.gold.fields),
      a.adjudication.disagreements,
      a.adjudication.overruled,
      a.adjudication.share,
      a.checks.n,
      a.checks.meanScore,
      a.checks.paused?.reason,
      a.qualification?.status,
      a.qualification?.score,
      a.qualification?.attempts,
      report.language,
    ];
    const blank = (k: number) => Array<CsvCell>(k).fill(null);
    const peers = a.peers.byPeer.map((p): CsvCell[] => [
      "peer",
      who,
      p.annotator,
      ...blank(8),
      p.n,
      ...kappaCells(p.fields),
      ...blank(names.length + 11),
      report.language,
    ]);
    const languages = Object.entries(a.byLanguage).map(([language, l]): CsvCell[] => [
      "language",
      who,
      null,
      ...blank(3),
      l.submitted,
      ...blank(4),
      l.peers.n,
      ...kappaCells(l.peers.fields),
      l.gold.n,
      l.gold.share,
      ...kappaCells(l.gold.fields),
      l.adjudication.disagreements,
      l.adjudication.overruled,
      l.adjudication.share,
      ...blank(6),
      language,
    ]);
    return [own, ...peers, ...languages];
  });
  return toCsv([header, ...rows]);
}
