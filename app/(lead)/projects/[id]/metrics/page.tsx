import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import Link from "next/link";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { linkClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { listProjectMetrics } from "@/lib/metrics/get-metric-calibration";
import { routeRowId } from "@/lib/validation/row-id";
import { MetricScoresUpload } from "./_components/metric-scores-upload";

// A line's JSON shape, as the API names its fields (code, not text to translate).
const LINE_SHAPE = '{"external_id", "metric", "score", "noise"?}';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("metrics"))("title") };
}

/** The automatic metrics a project has scores of, each linking to its calibration against gold. */
export default async function MetricsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("metrics");
  const format = await getFormatter();
  const user = await requireUser({ from: `/projects/${id}/metrics` });
  const metrics = await loadPageData(() =>
    listProjectMetrics({ actor: user, projectId: routeRowId(id) }),
  );
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Card>
        {metrics.length === 0 ? (
          <p className="text-sm text-slate-700">{t("none")}</p>
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
                <span className="text-slate-600">{t("scored", { count: m.scored })}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="scores-upload-title" className="mt-6">
        <CardTitle id="scores-upload-title">{t("upload.title")}</CardTitle>
        <p className="mb-4 text-sm text-slate-700">
          {t.rich("upload.format", {
            code: () => <code className="rounded bg-slate-100 px-1">{LINE_SHAPE}</code>,
            max: format.number(1_000_000),
          })}
        </p>
        <MetricScoresUpload projectId={routeRowId(id)} />
      </Card>
    </>
  );
}
