// The demo project of the kind (npm run demo, scripts/seed-demo.ts) and the labels its annotators give.
import type { KindDemo } from "@/lib/items/define-item-kind";

export const generatedCommentDemo: KindDemo = {
  name: "Demo · Code-comment errors",
  file: "generated-comments.jsonl",
  instructions:
    "## Tag generated comments\n\nRead the file, the original comment and the model's comment. Label accuracy (correct / partially correct / incorrect) and tag every error from the taxonomy that applies.",
  annotation: (_fields, { disagree, who }) =>
    disagree && who === "second"
      ? {
          accuracy: "partially_correct",
          error_codes: ["SE-HA3"],
          notes: "Claims a check the code does not do.",
        }
      : { accuracy: "correct", error_codes: [], notes: "" },
};
