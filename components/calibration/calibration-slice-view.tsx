import { ConfusionHeatmap } from "@/components/agreement/confusion-heatmap";
import { formatInterval, formatStat, scaleLabel } from "@/components/agreement/format";
import { Card, CardTitle } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import { toApiJson } from "@/lib/api/api-casing";
import type { CalibrationSlice } from "@/lib/metrics/get-metric-calibration";
import { DensityChart, DensityLegend } from "./density-chart";

const methodText = {
  crossing: "densities cross",
  median_midpoint: "midpoint of medians (no crossing)",
  previous_threshold: "raised to the previous threshold",
} as const;

/** One language's (or all languages') calibration: chart, thresholds, kappa, confusion, noise. */
export function CalibrationSliceView({
  slice,
  metric,
  field,
}: {
  slice: CalibrationSlice;
  metric: string;
  field: string;
}) {
  const title = slice.language === null ? "All languages" : `Language: ${slice.language}`;
  const headingId = `calibration-${slice.language ?? "all"}`;
  const noise = slice.noise;
  return (
    <Card aria-labelledby={headingId} data-testid="calibration-slice">
      <CardTitle id={headingId}>{title}</CardTitle>
      <dl className="mb-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Items with gold</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{slice.n}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Quadratic κ</dt>
          <dd
            className="text-lg font-semibold text-slate-900 tabular-nums"
            data-testid="calibration-kappa"
          >
            {slice.kappaQuadratic === null ? "undefined" : formatStat(slice.kappaQuadratic)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">95 % CI</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {formatInterval(slice.ci95)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Scores rise towards</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {scaleLabel(
              slice.direction === "ascending"
                ? slice.classes[slice.classes.length - 1].label
                : slice.classes[0].label,
            )}
          </dd>
        </div>
      </dl>
      <DensityLegend classes={slice.classes} />
      <DensityChart curves={slice.densities} thresholds={slice.thresholds} metric={metric} />
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Table caption={`${title}: thresholds`} captionVisible>
          <THead>
            <Th>Score ≤</Th>
            <Th>is</Th>
            <Th>above it</Th>
            <Th>found by</Th>
          </THead>
          <TBody>
            {slice.thresholds.map((t) => (
              <tr key={`${t.below}|${t.above}`}>
                <Td className="tabular-nums">{formatStat(t.value, 4)}</Td>
                <Td>{scaleLabel(t.below)}</Td>
                <Td>{scaleLabel(t.above)}</Td>
                <Td>{methodText[t.method]}</Td>
              </tr>
            ))}
            {slice.thresholds.length === 0 ? (
              <tr>
                <Td colSpan={4}>Fewer than two gold classes have scores: nothing to separate.</Td>
              </tr>
            ) : null}
          </TBody>
        </Table>
        <ConfusionHeatmap
          name={field}
          confusion={toApiJson(slice.confusion)}
          rowLabel="gold"
          columnLabel="by thresholds"
        />
      </div>
      {noise ? (
        <div
          className="mt-4 rounded-md border border-slate-200 p-3 text-sm text-slate-800"
          data-testid="noise-block"
        >
          <p className="font-semibold text-slate-900">Noise vs real output</p>
          <p>
            {noise.nNoise} of {noise.n} items stated noise;{" "}
            {noise.threshold
              ? `threshold ${formatStat(noise.threshold.value, 4)} (${methodText[noise.threshold.method]}): `
              : ""}
            F1 <span className="font-semibold tabular-nums">{formatStat(noise.f1)}</span> (95 % CI{" "}
            {formatInterval(noise.ci95)}), precision {formatStat(noise.precision)}, recall{" "}
            {formatStat(noise.recall)}.
          </p>
        </div>
      ) : null}
    </Card>
  );
}
