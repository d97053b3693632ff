// What a dialogue annotation contains (SPEC §3).
import { z } from "zod";
import { notes } from "@/lib/annotations/shared-annotation-fields";

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
    if (a.dev_related && !a.task_category)
      ctx.addIssue({ code: "custom", path: ["task_category"], message: "choose a task category" });
    if (a.task_category === "knowledge_qa" && a.code_centric === null) {
      ctx.addIssue({
        code: "custom",
        path: ["code_centric"],
        message: "say whether the knowledge question is code-centric",
      });
    }
  });

export type DialogueAnnotation = z.infer<typeof dialogueAnnotationSchema>;
