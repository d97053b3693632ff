// What a QA pair annotation contains (SPEC §3).
import { z } from "zod";
import { accuracyLabels, notes } from "@/lib/annotations/shared-annotation-fields";
import { textMax } from "@/lib/annotations/text-limits";

export const rejectReasons = [
  "not_single_answer",
  "too_simple",
  "not_verifiable",
  "time_sensitive",
  "other",
] as const;

const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
};

const citationSchema = z.strictObject({
  url: z.string().trim().refine(isHttpUrl, "must be an http(s) URL"),
  quote: z.string().check(textMax("quote")).nullable().default(null),
});

export const qaPairAnnotationSchema = z
  .strictObject({
    verdict: z.enum(["accept", "reject"], { error: "accept or reject the pair" }),
    reject_reasons: z.array(z.enum(rejectReasons)).default([]),
    answer_label: z.enum(accuracyLabels).nullable().default(null),
    final_answer: z.string().trim().check(textMax("final_answer")).nullable().default(null),
    citations: z.array(citationSchema).max(50).default([]),
    notes,
  })
  .superRefine((a, ctx) => {
    // A correct reference answer needs no correction: a corrected answer beside it would make
    // the label and the answer contradict each other (SPEC §3), in annotations and gold alike.
    if (a.answer_label === "correct" && a.final_answer) {
      ctx.addIssue({
        code: "custom",
        path: ["final_answer"],
        message: "leave the corrected answer empty when the reference answer is correct",
      });
    }
    if (a.verdict === "reject") {
      if (a.reject_reasons.length === 0)
        ctx.addIssue({
          code: "custom",
          path: ["reject_reasons"],
          message: "give at least one reason to reject",
        });
      return;
    }
    if (!a.answer_label)
      ctx.addIssue({
        code: "custom",
        path: ["answer_label"],
        message: "judge the reference answer",
      });
    if (a.answer_label && a.answer_label !== "correct" && !a.final_answer) {
      ctx.addIssue({
        code: "custom",
        path: ["final_answer"],
        message: "write the corrected answer",
      });
    }
    const distinct = new Set(
      a.citations.filter((c) => isHttpUrl(c.url)).map((c) => normalizeUrl(c.url)),
    );
    if (distinct.size < 2)
      ctx.addIssue({
        code: "custom",
        path: ["citations"],
        message: `cite at least two distinct http(s) URLs (${distinct.size} given)`,
      });
  });

/** Two citations of the same page (trailing slash, fragment, host case) count once. */
export function normalizeUrl(url: string): string {
  const u = new URL(url);
  u.hash = "";
  const s = u.toString();
  return s.endsWith("/") ? s.slice(0, -1) : s;
}

export type QaPairAnnotation = z.infer<typeof qaPairAnnotationSchema>;
