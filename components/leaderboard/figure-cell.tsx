import { useTranslations } from "next-intl";
import { useStatFormat } from "@/components/agreement/use-stat-format";
import type { Interval } from "@/lib/agreement/percentile-interval";
import { halfWidthText, intervalText, percentText } from "@/lib/leaderboard/figure-text";

/** Why a figure is missing: a key of the `leaderboard.why` catalogue. */
export type MissingFigure = "fewGold" | "nothingAttempted" | "noAnswers";

/** A figure and its CI: the value, and ± half the interval's width on a small second line. */
export function FigureCell(props: {
  value: number | null;
  ci: Interval;
  /** Why the figure is missing (null when it is there): the cell's title and screen-reader text. */
  why: MissingFigure | null;
  first: boolean;
}) {
  const t = useTranslations("leaderboard");
  const f = useStatFormat();
  const half = props.why ? null : halfWidthText(props.ci);
  const why = props.why ? t(`why.${props.why}`) : null;
  return (
    <td
      className={`px-1.5 py-1 text-right align-top whitespace-nowrap tabular-nums ${props.first ? "border-l border-slate-200" : ""}`}
      title={why ?? t("ci", { ci: f.decimals(intervalText(props.ci)) })}
    >
      <span className="block text-slate-900">{f.decimals(percentText(props.value))}</span>
      {half === null ? null : (
        <span className="block text-xs text-slate-600">±{f.decimals(half)}</span>
      )}
      {why ? <span className="sr-only">{why}</span> : null}
    </td>
  );
}
