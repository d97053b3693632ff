import type { Span } from "@/components/kinds/readme/readme-form";

/** One entry of the gold list as shown to validators. */
export type GoldFunctionality = { id: string; extractive: Span; abstractive: string };
