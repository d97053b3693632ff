import type { Metadata } from "next";
import { CalibrationSliceView } from "@/components/calibration/calibration-slice-view";
import { PageHeader } from "@/components/ui/page-header";
import { buttonClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { fieldLabel } from "@/components/agreement/format";
import { getMetricCalibration } from "@/lib/metrics/get-metric-calibration";
import { routeRowId } from "@/lib/validation/row-id";

export const metadata: Metadata = { title: "Metric calibration" };

/** One metric's calibration: densities and thresholds drawn, kappa and confusion per language. */
export default async function MetricCalibrationPage({
  params,
}: {
  params: Promise<{ id: string; metric: string }>;
}) {
  // Next hands the segment over decoded; names are letters, digits and _ . + - (metricName).
  const { id, metric } = await params;
  const user = await requireUser({ from: `/projects/${id}/metrics/${encodeURIComponent(metric)}` });
  const report = await loadPageData(() =>
    getMetricCalibration({ actor: user, projectId: routeRowId(id), metric }),
  );
  const api = `/api/v1/projects/${id}/metrics/${encodeURIComponent(metric)}/calibration`;
  return (
    <>
      <PageHeader
        title={`Calibration: ${metric}`}
        description={`${report.scored} scored items against the gold ${fieldLabel(report.field).toLowerCase()}. Thresholds sit where adjacent classes' kernel densities cross (Scott's bandwidth); every item is reclassified by them.`}
        actions={
          <a
            href={api}
            download={`calibration-${metric}-project-${id}.json`}
            className={buttonClass("secondary")}
          >
            Download JSON
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
