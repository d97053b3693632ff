// Bodies of the lead's gold edits. Both need a reason: gold is immutable except by a lead, and
// every change is explained in the audit log.
import { z } from "zod";

const reason = z.string({ error: "is required" }).trim().min(1, "is required").max(5_000, "must be at most 5000 characters");

export const editGoldInputSchema = z.strictObject({ gold: z.unknown(), rationale: reason });
export const reopenInputSchema = z.strictObject({ reason });
