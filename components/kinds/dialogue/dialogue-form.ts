// Dialogue triage form state: the annotation's fields, with "not answered yet" as null.
import { z } from "zod";
import type { KindModule } from "@/components/annotate/kind-module";

export type DialogueForm = {
  dev_related: boolean | null;
  task_category: string | null;
  code_centric: boolean | null;
  single_answer: boolean;
  time_invariant: boolean;
  evidence_supported: boolean;
  notes: string;
};

/** Each seed's name and help are `kindScreens.dialogueTriage.seeds.<key>` in the catalogues. */
export const benchmarkSeeds = [
  { key: "single_answer", shortcut: "S" },
  { key: "time_invariant", shortcut: "T" },
  { key: "evidence_supported", shortcut: "E" },
] as const;

const bool = z.boolean().nullable().catch(null);
const flag = z.boolean().catch(false);
const emptyForm = (): DialogueForm => ({
  dev_related: null,
  task_category: null,
  code_centric: null,
  single_answer: false,
  time_invariant: false,
  evidence_supported: false,
  notes: "",
});
const lenient = z.object({
  dev_related: bool,
  task_category: z.string().nullable().catch(null),
  code_centric: bool,
  single_answer: flag,
  time_invariant: flag,
  evidence_supported: flag,
  notes: z.string().catch(""),
});

/** "knowledge_qa" → "Knowledge QA", "code_generation" → "Code generation". */
export function categoryLabel(category: string): string {
  const words = category.replace(/[_-]+/g, " ").trim();
  return (words.charAt(0).toUpperCase() + words.slice(1)).replace(/\bqa\b/i, "QA");
}

export const dialogueModule: KindModule<DialogueForm> = {
  empty: emptyForm,
  parse: (raw) => {
    const parsed = lenient.safeParse(raw ?? {});
    return parsed.success ? parsed.data : emptyForm();
  },
  // Not dev-related: no category; code-centric only applies to knowledge questions.
  toAnnotation: (f) => {
    const category = f.dev_related === false ? null : f.task_category;
    return {
      ...(f.dev_related === null ? {} : { dev_related: f.dev_related }),
      task_category: category,
      code_centric: category === "knowledge_qa" ? f.code_centric : null,
      single_answer: f.single_answer,
      time_invariant: f.time_invariant,
      evidence_supported: f.evidence_supported,
      notes: f.notes,
    };
  },
  labels: {
    dev_related: "kindScreens.dialogueTriage.fields.dev_related",
    task_category: "kindScreens.dialogueTriage.fields.task_category",
    code_centric: "kindScreens.dialogueTriage.fields.code_centric",
    notes: "kindScreens.common.notes",
  },
  legend: [
    { keys: ["Y", "N"], message: "kindScreens.dialogueTriage.legend.devRelated" },
    { keys: ["1–8"], message: "kindScreens.dialogueTriage.legend.category" },
    { keys: ["C"], message: "kindScreens.dialogueTriage.legend.codeCentric" },
    { keys: ["S", "T", "E"], message: "kindScreens.dialogueTriage.legend.seeds" },
  ],
};
