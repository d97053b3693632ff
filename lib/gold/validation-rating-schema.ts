// A validator's rating of a gold list in the validation round: a level of validation-levels.ts.
import { z } from "zod";
import { notes } from "@/lib/annotations/shared-annotation-fields";

export const validationRatingSchema = z.strictObject({
  rating: z.number().int().min(1).max(4),
  notes,
});
