import { useTranslations } from "next-intl";
import { linearScale, niceTicks } from "@/components/agreement/chart-scale";
import { scaleLabel } from "@/components/agreement/format";
import { useStatFormat } from "@/components/agreement/use-stat-format";
import type { DensityCurve } from "@/lib/calibration/density-curves";
import type { Threshold } from "@/lib/calibration/calibration-thresholds";

const W = 720;
const H = 280;
const M = { top: 18, right: 20, bottom: 46, left: 56 };

/**
 * Line styles per class, in the declared order: each colour has at least 4.5:1 contrast on white
 * (Tailwind 700s), and the dash pattern tells the classes apart without colour.
 */
const curveStyles = [
  { stroke: "#4338ca", dash: undefined, name: "solid" },
  { stroke: "#b45309", dash: "8 4", name: "dashed" },
  { stroke: "#0f766e", dash: "2 3", name: "dotted" },
  { stroke: "#be123c", dash: "10 3 2 3", name: "dashDot" },
] as const;

/**
 * The gold classes' kernel densities of one metric and the thresholds between them, as SVG: x is
 * the score, y the density; a vertical line per threshold, labelled with its value. Scales with
 * its container (viewBox).
 */
export function DensityChart({
  curves,
  thresholds,
  metric,
}: {
  curves: readonly DensityCurve[];
  thresholds: readonly Threshold[];
  metric: string;
}) {
  const t = useTranslations("calibration.chart");
  const f = useStatFormat();
  const drawn = curves.filter((c) => c.points.length > 0);
  if (drawn.length === 0) return <p className="text-sm text-slate-600">{t("empty")}</p>;
  const xs = drawn.flatMap((c) => c.points.map(([px]) => px));
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const yMax = Math.max(...drawn.flatMap((c) => c.points.map(([, d]) => d))) * 1.08;
  const x = linearScale([x0, x1], [M.left, W - M.right]);
  const y = linearScale([0, yMax], [H - M.bottom, M.top]);
  const xTicks = niceTicks(x0, x1, 6);
  const yTicks = niceTicks(0, yMax, 4);
  const summary = thresholds
    .map((th) =>
      t("summaryPart", {
        below: scaleLabel(th.below),
        value: f.stat(th.value, 3),
        above: scaleLabel(th.above),
      }),
    )
    .join("; ");
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t("label", { metric, summary: summary || t("none") })}
      className="h-auto w-full"
      data-testid="density-chart"
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
      {xTicks.map((tick) => (
        <g key={tick}>
          <line
            x1={x(tick)}
            x2={x(tick)}
            y1={H - M.bottom}
            y2={H - M.bottom + 5}
            className="stroke-slate-400"
          />
          <text
            x={x(tick)}
            y={H - M.bottom + 17}
            textAnchor="middle"
            className="fill-slate-600 text-[11px] tabular-nums"
          >
            {f.stat(tick, 2)}
          </text>
        </g>
      ))}
      <text
        x={(M.left + W - M.right) / 2}
        y={H - 6}
        textAnchor="middle"
        className="fill-slate-700 text-[12px]"
      >
        {t("xAxis", { metric })}
      </text>
      <text
        transform={`translate(14 ${(M.top + H - M.bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        className="fill-slate-700 text-[12px]"
      >
        {t("yAxis")}
      </text>
      {curves.map((c, i) => {
        if (c.points.length === 0) return null;
        const style = curveStyles[i % curveStyles.length];
        const d = c.points
          .map(([px, py], k) => `${k === 0 ? "M" : "L"}${x(px).toFixed(1)},${y(py).toFixed(1)}`)
          .join(" ");
        return (
          <path
            key={String(c.label)}
            d={d}
            fill="none"
            stroke={style.stroke}
            strokeDasharray={style.dash}
            strokeWidth={2.5}
            strokeLinejoin="round"
            data-class={String(c.label)}
          />
        );
      })}
      {thresholds.map((th, i) => (
        <g key={i} data-testid="threshold-line">
          <line
            x1={x(th.value)}
            x2={x(th.value)}
            y1={M.top}
            y2={H - M.bottom}
            className="stroke-slate-900"
            strokeWidth={1.5}
            strokeDasharray="5 4"
          />
          <text
            x={x(th.value) + 4}
            y={M.top + 12 + (i % 2) * 14}
            stroke="white"
            strokeWidth={3}
            paintOrder="stroke"
            className="fill-slate-900 text-[11px] font-medium tabular-nums"
          >
            {f.stat(th.value, 3)}
          </text>
          <title>
            {t("thresholdTitle", {
              below: scaleLabel(th.below),
              above: scaleLabel(th.above),
              value: f.decimals(String(th.value)),
              method: t(`methods.${th.method}`),
            })}
          </title>
        </g>
      ))}
    </svg>
  );
}

/** The curves' key: each class with its line style and n. */
export function DensityLegend({
  classes,
}: {
  classes: readonly { label: string | number; n: number }[];
}) {
  const t = useTranslations("calibration.chart");
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-label={t("classes")}>
      {classes.map((c, i) => {
        const style = curveStyles[i % curveStyles.length];
        return (
          <li key={String(c.label)} className="flex items-center gap-2">
            <svg width="28" height="10" aria-hidden="true">
              <line
                x1="0"
                x2="28"
                y1="5"
                y2="5"
                stroke={style.stroke}
                strokeDasharray={style.dash}
                strokeWidth={2.5}
              />
            </svg>
            <span>
              {scaleLabel(c.label)}{" "}
              <span className="text-slate-600">
                {t("classNote", { n: c.n, style: t(`styles.${style.name}`) })}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
