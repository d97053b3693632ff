import { z } from "zod";

/** `POST /projects/{id}/qualification`: the answer to the training item the round served (`item_id`). */
export const trainingAnswerInputSchema = z.strictObject({
  itemId: z
    .number({ error: "must be the served item's id" })
    .int("must be a whole number")
    .positive("must be the served item's id"),
  annotation: z.unknown().refine((v) => v !== undefined, "is required"),
});
