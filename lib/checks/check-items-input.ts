import { z } from "zod";

/** `POST /projects/{id}/check-items`: mark gold items as check items, or unmark them with `check: false`. */
export const checkItemsInputSchema = z.strictObject({
  externalIds: z
    .array(
      z
        .string({ error: "must be text" })
        .min(1, "must not be empty")
        .max(500, "must be at most 500 characters"),
      { error: "must be a list of external ids" },
    )
    .min(1, "name at least one item")
    .max(10_000, "at most 10,000 items at once"),
  check: z.boolean({ error: "must be true or false" }).default(true),
});
