"use client";

import { countText, JsonlUpload } from "../../_components/jsonl-upload";

const summarize = (b: Record<string, unknown>) => {
  const metrics = Array.isArray(b.metrics) ? b.metrics.join(", ") : "";
  return `Imported ${countText(b, "imported", "score")} of ${metrics} (${countText(b, "replaced", "earlier score")} replaced).`;
};

/** Metric scores (POST /projects/{id}/metric-scores): a valid file replaces its metrics' scores. */
export function MetricScoresUpload({ projectId }: { projectId: number }) {
  return (
    <JsonlUpload
      id="metric-scores-file"
      url={`/api/v1/projects/${projectId}/metric-scores`}
      fileLabel="Scores file (JSONL)"
      submitLabel="Upload scores"
      summarize={summarize}
    />
  );
}
