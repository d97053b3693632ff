"use client";

import { JsonlUpload } from "../../_components/jsonl-upload";

const summarize = (b: Record<string, unknown>) => {
  const n = (key: string) => (typeof b[key] === "number" ? b[key].toLocaleString("en") : "?");
  const metrics = Array.isArray(b.metrics) ? b.metrics.join(", ") : "";
  return `Imported ${n("imported")} scores of ${metrics} (${n("replaced")} earlier scores replaced).`;
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
