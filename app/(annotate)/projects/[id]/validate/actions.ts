"use server";

// Server action of the validation screen. It re-reads the session and goes through the same
// data-layer call as `POST /api/v1/validations/{itemId}/submit`, which enforces the round's rules:
// a member of a README project with the round on, not an annotator of the item, at most two
// validators per item, one rating per person.
import { z } from "zod";
import type { AnnotateResult } from "@/components/annotate/annotate-action-types";
import { withSessionUser } from "@/lib/actions/with-session-user";
import { skipValidation } from "@/lib/gold/skip-validation";
import { submitValidation } from "@/lib/gold/submit-validation";
import { MAX_ROW_ID } from "@/lib/validation/row-id";

const id = z.number().int().positive().max(MAX_ROW_ID);

/** `input` is `{rating, notes}`, validated by the data layer (422 messages per field). */
export async function submitValidationAction(itemId: number, input: unknown): Promise<AnnotateResult<{ rating: number }>> {
  const parsed = id.safeParse(itemId);
  if (!parsed.success) return { ok: false, code: "not_found", message: "Item not found." };
  return withSessionUser(async (user) => {
    const result = await submitValidation({ actor: user, itemId: parsed.data, input });
    return { rating: result.rating };
  }, input);
}

/** `input` is `{reason}`; the same rules as `POST /api/v1/validations/{itemId}/skip`. */
export async function skipValidationAction(itemId: number, input: unknown): Promise<AnnotateResult<{ skipped: true }>> {
  const parsed = id.safeParse(itemId);
  if (!parsed.success) return { ok: false, code: "not_found", message: "Item not found." };
  return withSessionUser(async (user) => {
    await skipValidation({ actor: user, itemId: parsed.data, input });
    return { skipped: true as const };
  }, input);
}
