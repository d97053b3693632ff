// One line of a machine-label file: an imported rater's (e.g. an LLM judge's) annotation of one
// item. The annotation itself is checked per item with the kind's schema (validate-machine-batch).
import { z } from "zod";
import { externalId, text } from "@/lib/items/import/item-line-fields";

export const MAX_ANNOTATOR_LENGTH = 100;

export const machineLineSchema = z.strictObject({
  external_id: externalId,
  annotator: text({ nonBlank: true, trimmed: true, maxLength: MAX_ANNOTATOR_LENGTH }),
  annotation: z.looseObject({}),
});

export type MachineLine = z.infer<typeof machineLineSchema>;
