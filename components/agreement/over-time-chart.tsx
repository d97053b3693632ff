import { useFormatter, useTranslations } from "next-intl";
import type { OverTimeJson } from "@/lib/agreement/agreement-report-types";
import { kappaDomain, linearScale, niceTicks, spreadIndexes } from "./chart-scale";
import { useStatFormat } from "./use-stat-format";

const W = 640;
const H = 260;
const M = { top: 16, right: 20, bottom: 46, left: 52 };
const DAY_MS = 86_400_000;

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * Cumulative agreement on the main field by day (kappa, or F1 for README functionalities) as an
 * SVG line chart: x is the UTC date of rater B's submission, y the value on all items up to that
 * day. Undefined values leave a gap in the line. Scales with its container (viewBox).
 */
export function OverTimeChart({
  points,
  metric,
  fieldName,
}: {
  points: readonly OverTimeJson[];
  metric: "kappa" | "f1";
  fieldName: string;
}) {
  const t = useTranslations("agreement.overTime");
  const f = useStatFormat();
  const format = useFormatter();
  const shortDate = (date: string) =>
    format.dateTime(new Date(dayMs(date)), { month: "short", day: "numeric", timeZone: "UTC" });
  const values = points.map((p) => (metric === "kappa" ? p.kappa : p.f1) ?? null);
  if (points.length === 0) return <p className="text-sm text-slate-600">{t("empty")}</p>;
  const [y0, y1] = metric === "kappa" ? kappaDomain(values) : [0, 1];
  const first = dayMs(points[0].date);
  const last = dayMs(points[points.length - 1].date);
  // A single day still gets a visible span, centred.
  const x = linearScale(first === last ? [first - DAY_MS, last + DAY_MS] : [first, last], [
    M.left,
    W - M.right,
  ]);
  const y = linearScale([y0, y1], [H - M.bottom, M.top]);
  const yTicks = niceTicks(y0, y1, Math.round((y1 - y0) / 0.2));
  const xTicks = spreadIndexes(points.length, 6);
  const segments: string[] = [];
  let open = false;
  points.forEach((p, i) => {
    const v = values[i];
    if (v === null) return void (open = false);
    segments.push(`${open ? "L" : "M"}${x(dayMs(p.date)).toFixed(1)},${y(v).toFixed(1)}`);
    open = true;
  });
  const symbol = metric === "kappa" ? "κ" : "F1";
  const summary = points
    .map((p, i) =>
      t("summaryPoint", {
        date: p.date,
        value: values[i] === null ? t("undefined") : f.stat(values[i]),
        n: p.n,
      }),
    )
    .join("; ");
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t("label", { field: fieldName, symbol, summary })}
      className="h-auto w-full"
      data-testid="over-time-chart"
    >
      {yTicks.map((tick) => (
        <g key={tick}>
          <line
            x1={M.left}
            x2={W - M.right}
            y1={y(tick)}
            y2={y(tick)}
            className={tick === 0 ? "stroke-slate-400" : "stroke-slate-200"}
            strokeDasharray={tick === 0 ? undefined : "3 3"}
          />
          <text
            x={M.left - 8}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
            className="fill-slate-600 text-[11px] tabular-nums"
          >
            {f.stat(tick, 1)}
          </text>
        </g>
      ))}
      <line
        x1={M.left}
        x2={W - M.right}
        y1={H - M.bottom}
        y2={H - M.bottom}
        className="stroke-slate-400"
      />
      {xTicks.map((i) => {
        const px = x(dayMs(points[i].date));
        return (
          <g key={points[i].date}>
            <line
              x1={px}
              x2={px}
              y1={H - M.bottom}
              y2={H - M.bottom + 5}
              className="stroke-slate-400"
            />
            <text
              x={px}
              y={H - M.bottom + 17}
              textAnchor="middle"
              className="fill-slate-600 text-[11px]"
            >
              {shortDate(points[i].date)}
            </text>
          </g>
        );
      })}
      <text
        x={(M.left + W - M.right) / 2}
        y={H - 6}
        textAnchor="middle"
        className="fill-slate-700 text-[12px]"
      >
        {t("xAxis")}
      </text>
      <text
        transform={`translate(14 ${(M.top + H - M.bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        className="fill-slate-700 text-[12px]"
      >
        {t("yAxis", { field: fieldName, symbol })}
      </text>
      <path
        d={segments.join(" ")}
        fill="none"
        className="stroke-indigo-600"
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      {points.map((p, i) => {
        const v = values[i];
        if (v === null) return null;
        return (
          <circle
            key={p.date}
            cx={x(dayMs(p.date))}
            cy={y(v)}
            r={4}
            className="fill-white stroke-indigo-600"
            strokeWidth={2}
          >
            <title>{t("point", { date: p.date, symbol, value: f.stat(v), count: p.n })}</title>
          </circle>
        );
      })}
    </svg>
  );
}
