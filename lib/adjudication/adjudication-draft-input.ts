// An adjudicator's decision in progress, autosaved on the claim (SPEC §2: work in progress is not
// silently lost). The merged copy is whatever the screen's editor holds: any JSON, validated only
// when the decision is recorded. The whole draft is bounded, so autosave cannot fill the table.
import { z } from "zod";
import { textMax } from "@/lib/annotations/text-limits";

const MAX_ADJUDICATION_DRAFT_BYTES = 512 * 1024;

const adjudicationDraftSchema = z.strictObject({
  choice: z.enum(["a", "b", "merged"], { error: "choose a, b, merged or null" }).nullable(),
  gold: z.json({ error: "must be JSON" }).optional(),
  rationale: z.string({ error: "must be text" }).check(textMax("rationale")).default(""),
  /** The client's clock (ms since 1970) when it sent the draft, to tell a newer browser copy from the server's. */
  saved_at: z.number({ error: "must be a number" }).int().nonnegative().optional(),
});

export const adjudicationDraftBodySchema = z
  .strictObject({ draft: adjudicationDraftSchema })
  .refine(
    (body) =>
      new TextEncoder().encode(JSON.stringify(body.draft)).length <= MAX_ADJUDICATION_DRAFT_BYTES,
    {
      path: ["draft"],
      message: `must be at most ${MAX_ADJUDICATION_DRAFT_BYTES / 1024} KB as JSON`,
    },
  );
