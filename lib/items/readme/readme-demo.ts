// The demo project of the kind (npm run demo, scripts/seed-demo.ts) and the labels its annotators give.
import type { KindDemo } from "@/lib/items/define-item-kind";

export const readmeDemo: KindDemo = {
  name: "Demo · README functionalities",
  file: "readmes.jsonl",
  instructions:
    "## Extract functionalities\n\nSelect each span of the README that states what the software does, and rewrite it in your own words. **Exclude** roadmap/TODO items and bare links.",
  // The first line names the project; the second, when there is one, its main feature (the
  // disagreeing annotator leaves it out).
  annotation: (fields, { disagree, who }) => {
    const content = fields.kind === "readme" ? fields.content : "";
    const lines = content.split("\n");
    const first = lines[0] ?? "";
    const firstEnd = Math.max(1, Math.min(first.length, 80));
    const functionalities = [
      {
        extractive: { start: 0, end: firstEnd, text: content.slice(0, firstEnd) },
        abstractive: "Names the project and what it is for",
      },
    ];
    const secondStart = first.length + 1 + (lines[1] === "" ? 1 : 0);
    const secondLine = content.slice(secondStart).split("\n")[0] ?? "";
    if (!(disagree && who === "second") && secondLine.trim().length > 0) {
      const end = secondStart + Math.min(secondLine.length, 120);
      functionalities.push({
        extractive: { start: secondStart, end, text: content.slice(secondStart, end) },
        abstractive: "Describes the main feature",
      });
    }
    return { functionalities, notes: "" };
  },
};
