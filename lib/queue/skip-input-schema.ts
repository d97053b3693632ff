// What a skip (of an annotation or of a validation) carries: the reason, required.
import { z } from "zod";
import { textMax } from "@/lib/annotations/text-limits";

export const skipInputSchema = z.strictObject({
  reason: z
    .string({ error: "give a reason" })
    .trim()
    .min(1, "give a reason")
    .check(textMax("skip_reason")),
});
