import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CalibrationSliceView } from "@/components/calibration/calibration-slice-view";
import { PageHeader } from "@/components/ui/page-header";
import { buttonClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { fieldLabel } from "@/components/agreement/format";
import { getMetricCalibration } from "@/lib/metrics/get-metric-calibration";
import { routeRowId } from "@/lib/validation/row-id";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("metrics"))("title") };
}

/** One metric's calibration: densities and thresholds drawn, kappa and confusion per language. */
export default async function MetricCalibrationPage({
  params,
}: {
  params: Promise<{ id: string; metric: string }>;
}) {
  // Next hands the segment over decoded; names are letters, digits and _ . + - (metricName).
  const { id, metric } = await params;
  const t = await getTranslations("metrics.calibration");
  const user = await requireUser({ from: `/projects/${id}/metrics/${encodeURIComponent(metric)}` });
  const report = await loadPageData(() =>
    getMetricCalibration({ actor: user, projectId: routeRowId(id), metric }),
  );
  const api = `/api/v1/projects/${id}/metrics/${encodeURIComponent(metric)}/calibration`;
  return (
    <>
      <PageHeader
        title={t("title", { metric })}
        description={t("description", {
          count: report.scored,
          field: fieldLabel(report.field).toLowerCase(),
        })}
        actions={
          <a
            href={api}
            download={`calibration-${metric}-project-${id}.json`}
            className={buttonClass("secondary")}
          >
            {t("downloadJson")}
          </a>
        }
      />
      <div className="space-y-6">
        {report.slices.map((slice) => (
          <CalibrationSliceView
            key={slice.language ?? "all"}
            slice={slice}
            metric={metric}
            field={report.field}
          />
        ))}
      </div>
    </>
  );
}
