// Code-comment tagging form state: accuracy, error codes from the 26-code taxonomy, notes.
import { z } from "zod";
import { accuracyLabels } from "@/lib/annotations/annotation-schemas";
import { errorCodeSet } from "@/lib/taxonomy/comment-errors";
import type { KindModule } from "@/components/annotate/kind-module";

type Accuracy = (typeof accuracyLabels)[number];
export type CommentForm = { accuracy: Accuracy | null; error_codes: string[]; notes: string };

const lenient = z.object({
  accuracy: z.enum(accuracyLabels).nullable().catch(null),
  error_codes: z
    .array(z.string())
    .catch([])
    .transform((codes) => [...new Set(codes.filter((c) => errorCodeSet.has(c)))]),
  notes: z.string().catch(""),
});

export const commentModule: KindModule<CommentForm> = {
  empty: () => ({ accuracy: null, error_codes: [], notes: "" }),
  parse: (raw) => {
    const parsed = lenient.safeParse(raw ?? {});
    return parsed.success ? parsed.data : { accuracy: null, error_codes: [], notes: "" };
  },
  toAnnotation: (f) => ({
    ...(f.accuracy ? { accuracy: f.accuracy } : {}),
    error_codes: f.error_codes,
    notes: f.notes,
  }),
  labels: { accuracy: "Accuracy", error_codes: "Error codes", notes: "Notes" },
  legend: [
    { keys: ["1", "2", "3"], label: "Accuracy: correct / partially / incorrect" },
    { keys: ["G"], label: "Jump between the comments in the code and the word diff" },
    { keys: ["/"], label: "Search the error codes" },
    { keys: ["Enter"], label: "In the search: toggle the top match (the search clears)" },
    { keys: ["Backspace"], label: "In the empty search: remove the last code" },
    { keys: ["↓", "↑"], label: "From the search or the code list (J): move between codes" },
    {
      keys: ["Space"],
      label:
        "Toggle the focused code (a search then clears; in the search box Space types a space)",
    },
  ],
};
