import type { LegendEntry } from "./kind-module";

/** The qualification round's screen (decision 080): no skip or release; Enter goes on after the feedback. */
export const trainingLegend: LegendEntry[] = [
  { keys: ["J", "K"], label: "Next / previous choice field (text fields: Tab or click)" },
  { keys: ["Esc"], label: "Leave a text field" },
  { keys: ["Ctrl+Enter", "⌘+Enter"], label: "Submit, then see the gold" },
  { keys: ["Enter"], label: "After the feedback: the next training item" },
];
