import { useTranslations } from "next-intl";
import { useStatFormat } from "@/components/agreement/use-stat-format";
import type { Interval } from "@/lib/agreement/percentile-interval";
import { intervalText, percentText } from "@/lib/leaderboard/figure-text";

/** One source's panel: pooled F and its CI per model, or why it has none. */
export interface ChartPanel {
  label: string;
  reason: string | null;
  byModel: ReadonlyMap<string, { f: number | null; ci: Interval }>;
}

// Pixels of the viewBox; the SVG scales down to its container, so these fit the page's 1,120 px.
const LABEL_W = 170;
const ROW_H = 18;
const TOP = 36;
const BOTTOM = 22;
const GAP = 14;
const PAD = 8;
const TICKS = [0, 0.25, 0.5, 0.75, 1];

const clip = (text: string, chars: number) =>
  text.length > chars ? `${text.slice(0, chars - 1)}…` : text;

/** Words into lines of at most `chars` characters (a long word gets a line of its own). */
function wrap(text: string, chars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + word.length < chars) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

function Panel({
  panel,
  x,
  w,
  models,
}: {
  panel: ChartPanel;
  x: number;
  w: number;
  models: readonly string[];
}) {
  const t = useTranslations("leaderboard.chart");
  const f = useStatFormat();
  const h = models.length * ROW_H;
  const at = (v: number) => x + PAD + v * (w - 2 * PAD);
  return (
    <g>
      <text
        x={x + w / 2}
        y={14}
        textAnchor="middle"
        className="fill-slate-900 text-[12px] font-semibold"
      >
        {clip(panel.label, Math.floor(w / 7))}
      </text>
      <rect x={x} y={TOP} width={w} height={h} className="fill-slate-50 stroke-slate-300" />
      {panel.reason ? (
        <text x={x + PAD} y={TOP + 18} className="fill-slate-700 text-[11px]">
          {wrap(panel.reason, Math.floor((w - 2 * PAD) / 6)).map((line, i, all) => (
            // The trailing space keeps the words apart in the text a screen reader reads.
            <tspan key={i} x={x + PAD} dy={i === 0 ? 0 : 14}>
              {i < all.length - 1 ? `${line} ` : line}
            </tspan>
          ))}
        </text>
      ) : (
        TICKS.map((t) => (
          <line key={t} x1={at(t)} x2={at(t)} y1={TOP} y2={TOP + h} className="stroke-slate-200" />
        ))
      )}
      {TICKS.map((t) => (
        <text
          key={t}
          x={at(t)}
          y={TOP + h + 15}
          textAnchor="middle"
          className="fill-slate-700 text-[10px]"
        >
          {t * 100}
        </text>
      ))}
      {models.map((model, i) => {
        const point = panel.byModel.get(model);
        if (!point || point.f === null) return null;
        const y = TOP + i * ROW_H + ROW_H / 2;
        const ci = point.ci ?? [point.f, point.f];
        return (
          <g key={model}>
            <title>
              {t("point", {
                model,
                f: f.decimals(percentText(point.f)),
                ci: f.decimals(intervalText(point.ci)),
              })}
            </title>
            <line
              x1={at(ci[0])}
              x2={at(ci[1])}
              y1={y}
              y2={y}
              strokeWidth={2}
              className="stroke-slate-600"
            />
            <circle cx={at(point.f)} cy={y} r={3.5} className="fill-indigo-800" />
          </g>
        );
      })}
    </g>
  );
}

/** F-score (all languages) with its 95 % CI bar, a row per model, a panel per source side by side. */
export function FScoreChart({
  panels,
  models,
}: {
  panels: readonly ChartPanel[];
  models: readonly string[];
}) {
  const t = useTranslations("leaderboard.chart");
  const w = Math.max(
    140,
    Math.min(300, (1120 - LABEL_W - GAP * (panels.length - 1)) / panels.length),
  );
  const width = LABEL_W + panels.length * (w + GAP);
  const height = TOP + models.length * ROW_H + BOTTOM;
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <figcaption className="mb-1 text-sm font-medium text-slate-700">{t("caption")}</figcaption>
      <svg
        role="img"
        aria-label={t("label", {
          count: models.length,
          sources: panels.map((p) => p.label).join(", "),
        })}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="h-auto max-w-full"
        data-testid="leaderboard-chart"
      >
        {models.map((model, i) => (
          <text
            key={model}
            x={LABEL_W - 8}
            y={TOP + i * ROW_H + ROW_H / 2 + 4}
            textAnchor="end"
            className="fill-slate-800 text-[11px]"
          >
            <title>{model}</title>
            {clip(model, 26)}
          </text>
        ))}
        {panels.map((panel, i) => (
          <Panel key={i} panel={panel} x={LABEL_W + i * (w + GAP)} w={w} models={models} />
        ))}
      </svg>
    </figure>
  );
}
