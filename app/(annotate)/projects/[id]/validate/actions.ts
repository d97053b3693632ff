"use server";

// Server action of the validation screen. It re-reads the session and goes through the same
// data-layer call as `POST /api/v1/validations/{itemId}/submit`, which enforces the round's rules:
// a member of a README project with the round on, not an annotator of the item, at most two
// validators per item, one rating per person.
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { skipValidation } from "@/lib/gold/skip-validation";
import { submitValidation } from "@/lib/gold/submit-validation";
import { parseRowId } from "@/lib/validation/row-id";

/** `input` is `{rating, notes}`, validated by the data layer (422 messages per field). */
export async function submitValidationAction(
  itemId: number,
  input: unknown,
): Promise<ActionResult<{ rating: number }>> {
  const parsed = parseRowId(itemId);
  if (parsed === null) return { ok: false, code: "not_found", message: "Item not found." };
  return runAction(
    async (user) => {
      const result = await submitValidation({ actor: user, itemId: parsed, input });
      return { rating: result.rating };
    },
    { input, keepsWork: true },
  );
}

/** `input` is `{reason}`; the same rules as `POST /api/v1/validations/{itemId}/skip`. */
export async function skipValidationAction(
  itemId: number,
  input: unknown,
): Promise<ActionResult<{ skipped: true }>> {
  const parsed = parseRowId(itemId);
  if (parsed === null) return { ok: false, code: "not_found", message: "Item not found." };
  return runAction(
    async (user) => {
      await skipValidation({ actor: user, itemId: parsed, input });
      return { skipped: true as const };
    },
    { input, keepsWork: true },
  );
}
