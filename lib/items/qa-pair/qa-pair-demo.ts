// The demo project of the kind (npm run demo, scripts/seed-demo.ts) and the labels its annotators give.
import type { KindDemo } from "@/lib/items/define-item-kind";

export const qaPairDemo: KindDemo = {
  name: "Demo · QA verification",
  file: "qa-pairs.jsonl",
  instructions:
    "## Verify each QA pair\n\n1. Check the three quality standards: **single answer**, **not too simple**, **verifiable**.\n2. Reject pairs that break a standard and say why.\n3. Otherwise judge the reference answer, correct it if needed, and cite **at least two** authoritative URLs.",
  annotation: (_fields, { disagree, who, bucket }) => {
    const partly = (disagree && who === "second") !== bucket < 30;
    return {
      verdict: "accept",
      reject_reasons: [],
      answer_label: partly ? "partially_correct" : "correct",
      final_answer: partly ? "The reference answer holds only for the current release." : "",
      citations: [
        { url: "https://developer.mozilla.org/en-US/docs/Web", quote: null },
        { url: "https://docs.python.org/3/", quote: null },
      ],
      notes: partly ? "The answer depends on the version." : "",
    };
  },
};
