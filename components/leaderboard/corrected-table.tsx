import { useTranslations } from "next-intl";
import { FigureCell, type MissingFigure } from "@/components/leaderboard/figure-cell";
import { scrollRegion } from "@/components/ui/scroll-region";
import type { Interval } from "@/lib/agreement/percentile-interval";
import type { LeaderboardRow } from "@/lib/leaderboard/build-leaderboard";
import { FIGURE_NAMES } from "@/lib/leaderboard/leaderboard-columns";
import { useFigureName } from "./figure-name";
import { DEFAULT_SORT } from "@/lib/leaderboard/leaderboard-sort";
import { rankModels } from "@/lib/leaderboard/rank-models";
import type { FigureKey } from "@/lib/leaderboard/simpleqa-figures";

// F first: the figure the leaderboard ranks by; then the shares.
const FIGURES: readonly FigureKey[] = ["fScore", "correct", "incorrect", "notAttempted"];

interface Side {
  /** Its heading and its count column's long name, under `leaderboard.corrected.sides`. */
  label: "corrected" | "judgeOnly" | "goldOnly";
  /** The count column's header (symbols). */
  countHead: string;
  count: (judge: LeaderboardRow, gold?: LeaderboardRow) => string | null;
  figure: (
    judge: LeaderboardRow,
    k: FigureKey,
    gold?: LeaderboardRow,
  ) => { value: number | null; ci: Interval } | null;
}

const SIDES: readonly Side[] = [
  {
    label: "corrected",
    countHead: "n · N",
    count: (j) => (j.corrected ? `${j.corrected.n} · ${j.corrected.nJudged}` : null),
    figure: (j, k) =>
      j.corrected ? { value: j.corrected.figures[k], ci: j.corrected.ci95[k] } : null,
  },
  {
    label: "judgeOnly",
    countHead: "N",
    count: (j) => String(j.n),
    figure: (j, k) => ({ value: j.figures[k], ci: j.ci95[k] }),
  },
  {
    label: "goldOnly",
    countHead: "n",
    count: (_, g) => (g ? String(g.n) : null),
    figure: (_, k, g) => (g ? { value: g.figures[k], ci: g.ci95[k] } : null),
  },
];

/** Why a side has no figure: too little gold for a correction, or no attempt to share. */
const missing = (f: { value: number | null } | null): MissingFigure | null =>
  f === null ? "fewGold" : f.value === null ? "nothingAttempted" : null;

function SideCells(props: { side: Side; judge: LeaderboardRow; gold?: LeaderboardRow }) {
  const { side, judge, gold } = props;
  const count = side.count(judge, gold);
  return (
    <>
      <td className="border-l border-slate-200 px-1.5 py-1 text-right align-top text-slate-700 tabular-nums">
        {count ?? "—"}
      </td>
      {FIGURES.map((k) => {
        const f = side.figure(judge, k, gold);
        return (
          <FigureCell
            key={k}
            value={f?.value ?? null}
            ci={f?.ci ?? null}
            why={missing(f)}
            first={false}
          />
        );
      })}
    </>
  );
}

/**
 * A judge run's corrected estimates (SPEC §4) beside its judge-only and the gold-only figures, a
 * row per model, all languages pooled, in the judge-only ranking. Per language: JSON and CSV.
 */
export function CorrectedTable(props: {
  judgeRows: readonly LeaderboardRow[];
  goldRows: readonly LeaderboardRow[];
  caption: string;
}) {
  const t = useTranslations("leaderboard.corrected");
  const name = useFigureName();
  const gold = new Map(props.goldRows.filter((r) => r.language === null).map((r) => [r.model, r]));
  const models = rankModels(props.judgeRows, DEFAULT_SORT);
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
      {...scrollRegion(props.caption)}
    >
      <table className="min-w-full text-sm" data-testid="corrected-table">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-700">
          <tr>
            <th scope="col" rowSpan={2} className="px-2 py-1 text-left font-semibold">
              {t("model")}
            </th>
            {SIDES.map((s) => (
              <th
                key={s.label}
                scope="colgroup"
                colSpan={FIGURES.length + 1}
                className="border-l border-slate-200 px-1.5 pt-1 text-center font-semibold"
              >
                {t(`sides.${s.label}.heading`)}
              </th>
            ))}
          </tr>
          <tr>
            {SIDES.flatMap((s) => [
              <th
                key={`${s.label}:n`}
                scope="col"
                className="border-l border-slate-200 px-1.5 py-1 text-right font-semibold"
              >
                <abbr title={t(`sides.${s.label}.count`)}>{s.countHead}</abbr>
              </th>,
              ...FIGURES.map((k) => (
                <th
                  key={`${s.label}:${k}`}
                  scope="col"
                  className="px-1.5 py-1 text-right font-semibold"
                >
                  <abbr title={name(k)}>{FIGURE_NAMES[k].short}</abbr>
                </th>
              )),
            ])}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {models.map((m) => (
            <tr key={m.model}>
              <th
                scope="row"
                className="max-w-56 px-2 py-1 text-left align-top font-medium break-words text-slate-900"
              >
                {m.model}
              </th>
              {SIDES.map((s) => (
                <SideCells key={s.label} side={s} judge={m.all} gold={gold.get(m.model)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
