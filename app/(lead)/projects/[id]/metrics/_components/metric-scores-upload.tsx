"use client";

import { useTranslations } from "next-intl";
import { countIn, JsonlUpload } from "../../_components/jsonl-upload";

/** Metric scores (POST /projects/{id}/metric-scores): a valid file replaces its metrics' scores. */
export function MetricScoresUpload({ projectId }: { projectId: number }) {
  const t = useTranslations("metrics.upload");
  const summarize = (b: Record<string, unknown>) =>
    t("summary", {
      imported: countIn(b, "imported"),
      metrics: Array.isArray(b.metrics) ? b.metrics.join(", ") : "",
      replaced: countIn(b, "replaced"),
    });
  return (
    <JsonlUpload
      id="metric-scores-file"
      url={`/api/v1/projects/${projectId}/metric-scores`}
      fileLabel={t("file")}
      submitLabel={t("submit")}
      summarize={summarize}
    />
  );
}
