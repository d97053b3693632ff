// `prior_annotations` on any import line (decision 019): annotations made elsewhere.
import { z } from "zod";
import { text } from "./item-line-fields";

/** The most prior annotations one line may carry: the largest overlap a project can have (project-settings). */
const MAX_PRIOR_ANNOTATIONS = 5;
const MAX_EXTERNAL_ANNOTATOR_LENGTH = 64;

// Never looks like an e-mail or a machine rater ("machine:…") in reports.
const EXTERNAL_ANNOTATOR = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const externalAnnotatorName = text({
  maxLength: MAX_EXTERNAL_ANNOTATOR_LENGTH,
  check: (value) =>
    EXTERNAL_ANNOTATOR.test(value)
      ? null
      : "must start with a letter or digit and hold only letters, digits and . _ -",
});

const priorAnnotationSchema = z.strictObject({
  annotator: externalAnnotatorName,
  // Checked by the kind's annotation schema in the line's refinement (checkPriorAnnotations).
  annotation: z.record(z.string(), z.unknown()),
  submitted_at: z.iso
    .datetime({ offset: true, error: "must be an ISO 8601 date-time with a time zone" })
    .nullable()
    .default(null),
  // Kept as given (a release's annotations carry it); an int4 column. Lines built in code may omit it.
  time_spent_ms: z
    .number()
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(2_147_483_647, "must fit in 32 bits")
    .default(0),
});

export type PriorAnnotationLine = z.infer<typeof priorAnnotationSchema>;

export const priorAnnotations = z
  .array(priorAnnotationSchema)
  .max(MAX_PRIOR_ANNOTATIONS, {
    error: `must hold at most ${MAX_PRIOR_ANNOTATIONS} prior annotations`,
  })
  .optional();

/** `schemaFor` is per line: a README's spans are checked against its own content. */
export function checkPriorAnnotations<L extends { prior_annotations?: PriorAnnotationLine[] }>(
  schemaFor: (line: L) => z.ZodType,
) {
  return (line: L, ctx: z.RefinementCtx) => {
    const priors = line.prior_annotations;
    if (!priors?.length) return;
    const schema = schemaFor(line);
    const seen = new Set<string>();
    priors.forEach((prior, i) => {
      if (seen.has(prior.annotator))
        ctx.addIssue({
          code: "custom",
          path: ["prior_annotations", i, "annotator"],
          message: "appears twice on this line",
        });
      seen.add(prior.annotator);
      const parsed = schema.safeParse(prior.annotation, { reportInput: true });
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          ctx.addIssue({ ...issue, path: ["prior_annotations", i, "annotation", ...issue.path] });
    });
  };
}
