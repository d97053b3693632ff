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
  labels: {
    accuracy: "kindScreens.codeComment.fields.accuracy",
    error_codes: "kindScreens.codeComment.fields.errorCodes",
    notes: "kindScreens.common.notes",
  },
  legend: [
    { keys: ["1", "2", "3"], message: "kindScreens.codeComment.legend.accuracy" },
    { keys: ["G"], message: "kindScreens.codeComment.legend.jump" },
    { keys: ["/"], message: "kindScreens.codeComment.legend.search" },
    { keys: ["Enter"], message: "kindScreens.codeComment.legend.enter" },
    { keys: ["Backspace"], message: "kindScreens.codeComment.legend.backspace" },
    { keys: ["↓", "↑"], message: "kindScreens.codeComment.legend.arrows" },
    {
      keys: ["Space"],
      message: "kindScreens.codeComment.legend.space",
    },
  ],
};
