import type { AnnotateResult } from "@/components/annotate/annotate-action-types";
import type { Span } from "@/components/annotate/readme/readme-form";

export type SubmitValidationAction = (itemId: number, input: { rating: number; notes: string }) => Promise<AnnotateResult<{ rating: number }>>;

/** One entry of the gold list as shown to validators. */
export type GoldFunctionality = { id: string; extractive: Span; abstractive: string };
