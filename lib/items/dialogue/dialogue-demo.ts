// The demo project of the kind (npm run demo, scripts/seed-demo.ts) and the labels its annotators give.
import type { KindDemo } from "@/lib/items/define-item-kind";

export const dialogueDemo: KindDemo = {
  name: "Demo · Dialogue triage",
  file: "dialogues.jsonl",
  instructions:
    "## Triage developer–LLM dialogues\n\nDecide whether the dialogue is about software development, pick its task category, and whether it could seed a benchmark question (single answer, time-invariant, supported by evidence).",
  annotation: (_fields, { disagree, who, bucket }) => ({
    dev_related: true,
    task_category: disagree && who === "second" ? "debugging" : "knowledge_qa",
    code_centric: disagree && who === "second" ? null : true,
    single_answer: bucket < 60,
    time_invariant: true,
    evidence_supported: false,
    notes: "",
  }),
};
