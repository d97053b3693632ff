// Bodies of the items list's bulk actions on ticked items (decision 053): by item id, at most a
// page's worth several times over. Pure: the routes parse them through snakeCaseSchema.
import { z } from "zod";
import { exportIdentities } from "@/lib/export/export-options";
import { reopenInputSchema } from "@/lib/gold/gold-inputs";

const itemIds = z
  .array(
    z
      .number({ error: "must be an item id" })
      .int("must be an item id")
      .positive("must be an item id")
      .max(2 ** 31 - 1, "must be an item id"),
    {
      error: "must be a list of item ids",
    },
  )
  .min(1, "tick at least one item")
  .max(1000, "at most 1,000 items at once");

/** `POST /projects/{id}/items/reopen`: `{item_ids, reason}`. */
export const reopenItemsInputSchema = z.strictObject({
  itemIds,
  reason: reopenInputSchema.shape.reason,
});

/** `POST /projects/{id}/items/export`: `{item_ids, identities?}`, the export format of GET /export. */
export const exportItemsInputSchema = z.strictObject({
  itemIds,
  identities: z
    .enum(exportIdentities, { error: "must be pseudonyms or emails" })
    .default("pseudonyms"),
});
