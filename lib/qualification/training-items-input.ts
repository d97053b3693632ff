import { z } from "zod";
import { checkItemsInputSchema } from "@/lib/checks/check-items-input";

/** `POST /projects/{id}/training-items`: mark gold items for the qualification round, or unmark them with `training: false`. */
export const trainingItemsInputSchema = z.strictObject({
  externalIds: checkItemsInputSchema.shape.externalIds,
  training: z.boolean({ error: "must be true or false" }).default(true),
});
