// What an annotation of each kind contains (SPEC §3). The same schemas validate the annotation
// forms, the submit action, the API body, adjudicated gold and imported machine labels.
import { z } from "zod";
import { errorCodeSet } from "@/lib/taxonomy/comment-errors";
import { textMax } from "./text-limits";

export const accuracyLabels = ["correct", "partially_correct", "incorrect"] as const;
export const rejectReasons = ["not_single_answer", "too_simple", "not_verifiable", "time_sensitive", "other"] as const;

const notes = z.string().check(textMax("notes")).default("");
const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
};

export const dialogueAnnotationSchema = z
  .strictObject({
    dev_related: z.boolean({ error: "choose yes or no" }),
    task_category: z.string().min(1).nullable().default(null),
    code_centric: z.boolean().nullable().default(null),
    single_answer: z.boolean().default(false),
    time_invariant: z.boolean().default(false),
    evidence_supported: z.boolean().default(false),
    notes,
  })
  .superRefine((a, ctx) => {
    if (a.dev_related && !a.task_category) ctx.addIssue({ code: "custom", path: ["task_category"], message: "choose a task category" });
    if (a.task_category === "knowledge_qa" && a.code_centric === null) {
      ctx.addIssue({ code: "custom", path: ["code_centric"], message: "say whether the knowledge question is code-centric" });
    }
  });

export const citationSchema = z.strictObject({
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
      ctx.addIssue({ code: "custom", path: ["final_answer"], message: "leave the corrected answer empty when the reference answer is correct" });
    }
    if (a.verdict === "reject") {
      if (a.reject_reasons.length === 0) ctx.addIssue({ code: "custom", path: ["reject_reasons"], message: "give at least one reason to reject" });
      return;
    }
    if (!a.answer_label) ctx.addIssue({ code: "custom", path: ["answer_label"], message: "judge the reference answer" });
    if (a.answer_label && a.answer_label !== "correct" && !a.final_answer) {
      ctx.addIssue({ code: "custom", path: ["final_answer"], message: "write the corrected answer" });
    }
    const distinct = new Set(a.citations.filter((c) => isHttpUrl(c.url)).map((c) => normalizeUrl(c.url)));
    if (distinct.size < 2) ctx.addIssue({ code: "custom", path: ["citations"], message: `cite at least two distinct http(s) URLs (${distinct.size} given)` });
  });

/** Two citations of the same page (trailing slash, fragment, host case) count once. */
export function normalizeUrl(url: string): string {
  const u = new URL(url);
  u.hash = "";
  const s = u.toString();
  return s.endsWith("/") ? s.slice(0, -1) : s;
}

export const functionalitySchema = z.strictObject({
  extractive: z.strictObject({ start: z.number().int().min(0), end: z.number().int().min(0), text: z.string().min(1, "select a span") }),
  abstractive: z.string().trim().min(1, "write the functionality in your own words").check(textMax("abstractive")),
});

/** `content` is the README's source text: every span must be exactly content[start:end]. */
export const readmeAnnotationSchema = (content: string) =>
  z
    .strictObject({ functionalities: z.array(functionalitySchema).min(1, "add at least one functionality").max(500), notes })
    .superRefine((a, ctx) => {
      a.functionalities.forEach((f, i) => {
        const { start, end, text } = f.extractive;
        if (end <= start || end > content.length || content.slice(start, end) !== text) {
          ctx.addIssue({ code: "custom", path: ["functionalities", i, "extractive"], message: "the span does not match the README text at these offsets" });
        }
      });
    });

export const generatedCommentAnnotationSchema = z.strictObject({
  accuracy: z.enum(accuracyLabels, { error: "choose correct, partially correct or incorrect" }),
  error_codes: z
    .array(z.string().refine((c) => errorCodeSet.has(c), "is not one of the 26 error codes"))
    .max(26)
    .refine((codes) => new Set(codes).size === codes.length, "lists a code twice")
    .default([]),
  notes,
});

export const readmeValidationSchema = z.strictObject({ rating: z.number().int().min(1).max(4), notes });

export type DialogueAnnotation = z.infer<typeof dialogueAnnotationSchema>;
export type QaPairAnnotation = z.infer<typeof qaPairAnnotationSchema>;
export type ReadmeAnnotation = z.infer<ReturnType<typeof readmeAnnotationSchema>>;
export type GeneratedCommentAnnotation = z.infer<typeof generatedCommentAnnotationSchema>;
