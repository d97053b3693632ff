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
  // Agrees with the annotators' grade except on one in twenty attempted answers (too lenient on
  // 95–99), so the leaderboard's corrected estimates have a judge worth correcting.
  judge: (fields, bucket) => ({
    grade: attempted(fields)
      ? bucket < 65 || bucket >= 95
        ? "correct"
        : "incorrect"
      : "not_attempted",
    notes: "",
  }),
  // 168 answers (48–64 per model): about fifteen per model get gold, a quarter, as a human sample
  // would, so the leaderboard shows corrected estimates (decision 075).
  annotatedItems: 60,
};
