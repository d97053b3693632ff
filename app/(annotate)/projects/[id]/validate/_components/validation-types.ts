import type { ActionResult } from "@/lib/actions/action-result";
import type { Span } from "@/components/kinds/readme/readme-form";

export type SubmitValidationAction = (
  itemId: number,
  input: { rating: number; notes: string },
) => Promise<ActionResult<{ rating: number }>>;
export type SkipValidationAction = (
  itemId: number,
  input: { reason: string },
) => Promise<ActionResult<{ skipped: true }>>;

/** One entry of the gold list as shown to validators. */
export type GoldFunctionality = { id: string; extractive: Span; abstractive: string };
