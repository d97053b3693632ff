import "server-only";
import type { CategoricalField } from "@/lib/agreement/categorical-field";
import type { SessionUser } from "@/lib/auth/session-user";
import {
  calibrateMetric,
  type MetricCalibration,
  type ScoredItem,
} from "@/lib/calibration/calibrate-metric";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { kindModule } from "@/lib/items/kinds";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";
import { metricName } from "./metric-score-line-schema";

export type CalibrationSlice = MetricCalibration & { language: string | null };

export interface MetricCalibrationReport {
  metric: string;
  /** The gold field the metric is calibrated against: the kind's `metricCalibration` field. */
  field: string;
  /** Its declared scale in the kind's order. */
  labels: string[];
  /** Scored items, with or without gold. */
  scored: number;
  /** All languages first (language null), then each language with scores, sorted; items without a language only in the first. */
  slices: CalibrationSlice[];
}

/** The project's kind's field metrics are calibrated against (its `metricCalibration`); 404 for a kind without. */
export function calibrationField(
  project: Pick<ProjectAccess, "kind" | "settings">,
): CategoricalField {
  const hook = kindModule(project.kind).metricCalibration;
  const field =
    hook &&
    kindModule(project.kind)
      .agreement.categorical(project.settings)
      .find((f) => f.name === hook.field && f.isOrdinal);
  if (!field)
    throw new AppError(
      "not_found",
      "This project's items have no ordinal label to calibrate a metric against, so it has no metric calibration.",
    );
  return field;
}

/** The metrics a project has scores of, with their counts. */
export async function listProjectMetrics(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<{ metric: string; scored: number }[]> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "agreement.view",
  });
  calibrationField(project);
  const { rows } = await pgPool().query<{ metric: string; scored: number }>(
    `SELECT metric, count(*)::int AS scored FROM metric_scores WHERE project_id = $1 GROUP BY metric ORDER BY metric`,
    [project.id],
  );
  return rows;
}

/**
 * SPEC §4 "Metric calibration" for one metric of a project, over all languages and per language:
 * the target is the gold of the kind's ordinal field (asked of the kind module, e.g. a comment's
 * accuracy); the method is lib/calibration/ (decision 031). 404 when the metric has no scores.
 */
export async function getMetricCalibration(opts: {
  actor: SessionUser;
  projectId: number;
  metric: string;
}): Promise<MetricCalibrationReport> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "agreement.view",
  });
  if (!metricName.safeParse(opts.metric).success)
    throw new AppError(
      "not_found",
      `No scores of metric "${opts.metric.slice(0, 64)}" in this project.`,
    );
  const field = calibrationField(project);
  const { rows } = await pgPool().query<{
    language: string | null;
    score: number;
    noise: boolean | null;
    gold: Record<string, unknown> | null;
  }>(
    `SELECT i.language, s.score, s.noise, g.data AS gold
       FROM metric_scores s JOIN items i ON i.id = s.item_id LEFT JOIN gold_records g ON g.item_id = s.item_id
      WHERE s.project_id = $1 AND s.metric = $2 ORDER BY s.item_id`,
    [project.id, opts.metric],
  );
  if (rows.length === 0)
    throw new AppError("not_found", `No scores of metric "${opts.metric}" in this project.`);
  const labels = field.scale.map(String);
  const toItem = (r: (typeof rows)[number]): ScoredItem => {
    const at = r.gold === null ? null : field.value(r.gold);
    return {
      gold: at === null ? null : labels[at],
      score: r.score,
      ...(r.noise === null ? {} : { noise: r.noise }),
    };
  };
  const languages = [
    ...new Set(rows.map((r) => r.language).filter((l): l is string => l !== null)),
  ].sort();
  const slice = (language: string | null): CalibrationSlice => ({
    language,
    ...calibrateMetric({
      items: rows.filter((r) => language === null || r.language === language).map(toItem),
      labels,
      seed: `${project.id}:calibration:${opts.metric}:${language ?? "all"}`,
    }),
  });
  return {
    metric: opts.metric,
    field: field.name,
    labels,
    scored: rows.length,
    slices: [slice(null), ...languages.map(slice)],
  };
}
