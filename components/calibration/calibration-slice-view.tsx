import { useTranslations } from "next-intl";
import { ConfusionHeatmap } from "@/components/agreement/confusion-heatmap";
import { scaleLabel } from "@/components/agreement/format";
import { useStatFormat } from "@/components/agreement/use-stat-format";
import { Card, CardTitle } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import { toApiJson } from "@/lib/api/api-casing";
import type { CalibrationSlice } from "@/lib/metrics/get-metric-calibration";
import { DensityChart, DensityLegend } from "./density-chart";

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
  const t = useTranslations("calibration");
  const f = useStatFormat();
  const title =
    slice.language === null ? t("allLanguages") : t("language", { language: slice.language });
  const headingId = `calibration-${slice.language ?? "all"}`;
  const noise = slice.noise;
  return (
    <Card aria-labelledby={headingId} data-testid="calibration-slice">
      <CardTitle id={headingId}>{title}</CardTitle>
      <dl className="mb-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t("itemsWithGold")}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{slice.n}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("quadraticKappa")}</dt>
          <dd
            className="text-lg font-semibold text-slate-900 tabular-nums"
            data-testid="calibration-kappa"
          >
            {slice.kappaQuadratic === null ? t("undefined") : f.stat(slice.kappaQuadratic)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("ci")}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {f.interval(slice.ci95)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("direction")}</dt>
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
        <Table caption={t("thresholds.caption", { title })} captionVisible>
          <THead>
            <Th>{t("thresholds.score")}</Th>
            <Th>{t("thresholds.is")}</Th>
            <Th>{t("thresholds.above")}</Th>
            <Th>{t("thresholds.method")}</Th>
          </THead>
          <TBody>
            {slice.thresholds.map((th) => (
              <tr key={`${th.below}|${th.above}`}>
                <Td className="tabular-nums">{f.stat(th.value, 4)}</Td>
                <Td>{scaleLabel(th.below)}</Td>
                <Td>{scaleLabel(th.above)}</Td>
                <Td>{t(`methods.${th.method}`)}</Td>
              </tr>
            ))}
            {slice.thresholds.length === 0 ? (
              <tr>
                <Td colSpan={4}>{t("thresholds.none")}</Td>
              </tr>
            ) : null}
          </TBody>
        </Table>
        <ConfusionHeatmap
          name={field}
          confusion={toApiJson(slice.confusion)}
          rowLabel="gold"
          columnLabel="thresholds"
        />
      </div>
      {noise ? (
        <div
          className="mt-4 rounded-md border border-slate-200 p-3 text-sm text-slate-800"
          data-testid="noise-block"
        >
          <p className="font-semibold text-slate-900">{t("noise.title")}</p>
          <p>
            {t("noise.stated", { noise: noise.nNoise, count: noise.n })}{" "}
            {noise.threshold
              ? t("noise.threshold", {
                  value: f.stat(noise.threshold.value, 4),
                  method: t(`methods.${noise.threshold.method}`),
                })
              : ""}
            {t.rich("noise.scores", {
              f1: () => <span className="font-semibold tabular-nums">{f.stat(noise.f1)}</span>,
              ci: f.interval(noise.ci95),
              precision: f.stat(noise.precision),
              recall: f.stat(noise.recall),
            })}
          </p>
        </div>
      ) : null}
    </Card>
  );
}
