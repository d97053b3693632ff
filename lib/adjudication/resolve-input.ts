// What an adjudicator sends to resolve: which annotation becomes gold (a, b) or a merged one,
// and why. A rationale is required for a merge; for a or b the gold may be left out.
import { z } from "zod";
import { textMax } from "@/lib/annotations/text-limits";

export const resolveInputSchema = z
  .strictObject({
    choice: z.enum(["a", "b", "merged"], { error: "choose a, b or merged" }),
    gold: z.unknown().optional(),
    rationale: z
      .string({ error: "must be text" })
      .trim()
      .check(textMax("rationale"))
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    if (v.choice !== "merged") return;
    if (v.gold === undefined || v.gold === null)
      ctx.addIssue({ code: "custom", path: ["gold"], message: "give the merged gold annotation" });
    if (!v.rationale)
      ctx.addIssue({
        code: "custom",
        path: ["rationale"],
        message: "explain the merged decision (required when merging)",
      });
  });

export type ResolveInput = z.output<typeof resolveInputSchema>;

/** Index of the annotation a choice takes: a → the first submitted, b → the second. */
export const choiceIndex = (choice: "a" | "b") => (choice === "a" ? 0 : 1);
