// The demo project of the kind (npm run demo, scripts/seed-demo.ts) and the labels its annotators give.
import type { ItemFields } from "@/lib/items/item-dto";
import type { KindDemo } from "@/lib/items/define-item-kind";

const attempted = (fields: ItemFields) =>
  fields.kind === "model_answer" && fields.predictedAnswer.trim() !== "";

export const modelAnswerDemo: KindDemo = {
  name: "Demo · Model-answer grading",
  file: "model-answers.jsonl",
  instructions:
    "## Grade model answers\n\nRead the question, the reference answer and the model's answer. Grade the model's answer against the reference: **correct** if it contains the reference answer's meaning without contradicting it, **incorrect** if it contradicts it or gives a different answer, **not attempted** if it declines, hedges without committing, or gives no answer.",
  annotation: (fields, { disagree, who, bucket }) => {
    const grade = attempted(fields) ? (bucket < 65 ? "correct" : "incorrect") : "not_attempted";
    return {
      grade: disagree && who === "second" ? (grade === "correct" ? "incorrect" : "correct") : grade,
      notes: "",
    };
  },
  judge: (fields, bucket) => ({
    grade: attempted(fields) ? (bucket < 20 ? "incorrect" : "correct") : "not_attempted",
    notes: "",
  }),
};
