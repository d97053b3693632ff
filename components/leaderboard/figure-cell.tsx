import type { Interval } from "@/lib/agreement/percentile-interval";
import { halfWidthText, intervalText, percentText } from "@/lib/leaderboard/figure-text";

/** A figure and its CI: the value, and ± half the interval's width on a small second line. */
export function FigureCell(props: {
  value: number | null;
  ci: Interval;
  /** Why the figure is missing ("" when it is there): the cell's title and screen-reader text. */
  why: string;
  first: boolean;
}) {
  const half = props.why ? null : halfWidthText(props.ci);
  return (
    <td
      className={`px-1.5 py-1 text-right align-top whitespace-nowrap tabular-nums ${props.first ? "border-l border-slate-200" : ""}`}
      title={props.why || `95 % CI ${intervalText(props.ci)}`}
    >
      <span className="block text-slate-900">{percentText(props.value)}</span>
      {half === null ? null : <span className="block text-xs text-slate-600">±{half}</span>}
      {props.why ? <span className="sr-only">{props.why}</span> : null}
    </td>
  );
}
