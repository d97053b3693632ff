// Bodies of the lead's gold edits. Both need a reason: gold is immutable except by a lead, and
// every change is explained in the audit log.
import { z } from "zod";
import { textMax } from "@/lib/annotations/text-limits";

const reason = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .check(textMax("rationale"));

export const editGoldInputSchema = z.strictObject({ gold: z.unknown(), rationale: reason });
export const reopenInputSchema = z.strictObject({ reason });
