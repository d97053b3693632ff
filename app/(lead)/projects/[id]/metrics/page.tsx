import type { Metadata } from "next";
import Link from "next/link";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { linkClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { listProjectMetrics } from "@/lib/metrics/get-metric-calibration";
import { routeRowId } from "@/lib/validation/row-id";
import { MetricScoresUpload } from "./_components/metric-scores-upload";

export const metadata: Metadata = { title: "Metric calibration" };

/** The automatic metrics a project has scores of, each linking to its calibration against gold. */
export default async function MetricsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/metrics` });
  const metrics = await loadPageData(() =>
    listProjectMetrics({ actor: user, projectId: routeRowId(id) }),
  );
  return (
    <>
      <PageHeader
        title="Metric calibration"
        description="How well an automatic metric's scores, cut at thresholds fitted on gold, reproduce the experts' labels (Katzy et al. §7)."
      />
      <Card>
        {metrics.length === 0 ? (
          <p className="text-sm text-slate-700">No metric scores yet: upload a file below.</p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid="metric-list">
            {metrics.map((m) => (
              <li key={m.metric}>
                <Link
                  href={`/projects/${id}/metrics/${encodeURIComponent(m.metric)}`}
                  className={linkClass}
                >
                  {m.metric}
                </Link>{" "}
                <span className="text-slate-600">({m.scored} scored items)</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="scores-upload-title" className="mt-6">
        <CardTitle id="scores-upload-title">Upload metric scores</CardTitle>
        <p className="mb-4 text-sm text-slate-700">
          JSON Lines of{" "}
          <code className="rounded bg-slate-100 px-1">
            {'{"external_id", "metric", "score", "noise"?}'}
          </code>
          , one item&apos;s score per line (|score| ≤ 1,000,000). A valid file replaces every stored
          score of the metrics it names; a file with any bad line changes nothing.
        </p>
        <MetricScoresUpload projectId={routeRowId(id)} />
      </Card>
    </>
  );
}
