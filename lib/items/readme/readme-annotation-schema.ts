// What a README annotation contains (SPEC §3).
import { z } from "zod";
import { notes } from "@/lib/annotations/shared-annotation-fields";
import { textMax } from "@/lib/annotations/text-limits";

const functionalitySchema = z.strictObject({
  extractive: z.strictObject({
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    text: z.string().min(1, "select a span"),
  }),
  abstractive: z
    .string()
    .trim()
    .min(1, "write the functionality in your own words")
    .check(textMax("abstractive")),
});

/** SPEC §7 "Bounded work": with the 2,000-character paraphrase, this bounds the matching of two lists. */
export const MAX_FUNCTIONALITIES = 200;

const functionalityList = z
  .array(functionalitySchema)
  .min(1, "add at least one functionality")
  .max(MAX_FUNCTIONALITIES, {
    error: (issue) =>
      `must hold at most ${MAX_FUNCTIONALITIES} functionalities (this has ${Array.isArray(issue.input) ? issue.input.length : "more"})`,
  });

/** `content` is the README's source text: every span must be exactly content[start:end]. */
export const readmeAnnotationSchema = (content: string) =>
  z.strictObject({ functionalities: functionalityList, notes }).superRefine((a, ctx) => {
    a.functionalities.forEach((f, i) => {
      const { start, end, text } = f.extractive;
      if (end <= start || end > content.length || content.slice(start, end) !== text) {
        ctx.addIssue({
          code: "custom",
          path: ["functionalities", i, "extractive"],
          message: "the span does not match the README text at these offsets",
        });
      }
    });
  });

export type ReadmeAnnotation = z.infer<ReturnType<typeof readmeAnnotationSchema>>;
