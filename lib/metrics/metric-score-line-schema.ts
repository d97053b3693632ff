// One line of a metric-score file (SPEC §6 POST /projects/{id}/metric-scores): an automatic
// metric's score of one item and, optionally, whether the item is noise rather than real output.
import { z } from "zod";
import { externalId, text } from "@/lib/items/import/item-line-fields";

const MAX_METRIC_LENGTH = 64;
const METRIC = /^[A-Za-z0-9][A-Za-z0-9_.+-]*$/;

/** A metric's name: it is a path segment of the calibration route, so letters, digits and _ . + - only. */
export const metricName = text({
  maxLength: MAX_METRIC_LENGTH,
  check: (value) =>
    METRIC.test(value)
      ? null
      : 'must be letters, digits and _ . + - (such as "bertscore_f1"), starting with a letter or digit',
});

/** SPEC §7: scores are finite and within ±MAX_ABS_SCORE, so calibration's sums, spreads and grids stay finite. */
export const MAX_ABS_SCORE = 1e6;
const SCORE_RANGE = "must be from -1,000,000 to 1,000,000";

export const metricScoreLineSchema = z.strictObject({
  external_id: externalId,
  metric: metricName,
  score: z.number().refine((s) => Math.abs(s) <= MAX_ABS_SCORE, SCORE_RANGE),
  noise: z.boolean().optional(),
});

export type MetricScoreLine = z.infer<typeof metricScoreLineSchema>;
