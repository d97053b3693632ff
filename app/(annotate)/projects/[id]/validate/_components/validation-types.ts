import type { AnnotateResult } from "@/components/annotate/annotate-action-types";
import type { Span } from "@/components/kinds/readme/readme-form";

export type SubmitValidationAction = (itemId: number, input: { rating: number; notes: string }) => Promise<AnnotateResult<{ rating: number }>>;
export type SkipValidationAction = (itemId: number, input: { reason: string }) => Promise<AnnotateResult<{ skipped: true }>>;

/** One entry of the gold list as shown to validators. */
export type GoldFunctionality = { id: string; extractive: Span; abstractive: string };
