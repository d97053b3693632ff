// Model-answer grading form state: one grade of the project's, and notes.
import { z } from "zod";
import type { KindModule } from "@/components/annotate/kind-module";

export type ModelAnswerForm = { grade: string | null; notes: string };

const lenient = z.object({
  grade: z.string().min(1).nullable().catch(null),
  notes: z.string().catch(""),
});

export const modelAnswerModule: KindModule<ModelAnswerForm> = {
  empty: () => ({ grade: null, notes: "" }),
  parse: (raw) => {
    const parsed = lenient.safeParse(raw ?? {});
    return parsed.success
      ? { grade: parsed.data.grade ?? null, notes: parsed.data.notes }
      : { grade: null, notes: "" };
  },
  toAnnotation: (f) => ({ ...(f.grade ? { grade: f.grade } : {}), notes: f.notes }),
  labels: { grade: "kindScreens.modelAnswer.grade", notes: "kindScreens.common.notes" },
  legend: [
    {
      keys: ["1", "2", "3"],
      message: "kindScreens.modelAnswer.legend.grade",
    },
  ],
};
