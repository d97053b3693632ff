// What the abuse suite posts: each kind's largest annotation within its limits, and the names of
// object prototype members as data.
import { textLimits } from "@/lib/annotations/text-limits";
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { errorCodes } from "@/lib/taxonomy/comment-errors";

/** SPEC §7: a README annotation holds at most this many functionalities. */
const README_MAX_FUNCTIONALITIES = 200;
const SENTENCES = README_MAX_FUNCTIONALITIES;

/** Text of exactly `length` characters, varied by `seed` so that two annotators' texts differ. */
function prose(length: number, seed: number): string {
  const words = [
    "parse",
    "serve",
    "cache",
    "index",
    "render",
    "stream",
    "token",
    "graph",
    "queue",
    "merge",
    "build",
    "trace",
  ];
  let out = "";
  for (let i = 0; out.length < length; i++)
    out += `${words[(i * 7 + seed * 5 + (i >> 3)) % words.length]}${(i + seed) % 97} `;
  return out.slice(0, length);
}

/** A README with one sentence per functionality, so that spans can select each one. */
export function largeReadmeContent(): string {
  return Array.from({ length: SENTENCES }, (_, i) => `Sentence ${i}: ${prose(120, i)}.`).join("\n");
}

function readmeAnnotation(content: string, variant: number) {
  const lines = content.split("\n");
  let offset = 0;
  const functionalities = lines.map((line, i) => {
    const start = offset;
    offset += line.length + 1;
    // The second annotator selects shorter spans: the comparison has real work to do.
    const end = start + (variant === 0 ? line.length : Math.max(1, line.length - 40));
    return {
      extractive: { start, end, text: content.slice(start, end) },
      abstractive: prose(textLimits.abstractive, i * 2 + variant),
    };
  });
  // One entry fewer on the second side: the lists cannot match whole, so the item goes to adjudication.
  return {
    functionalities: variant === 0 ? functionalities : functionalities.slice(1),
    notes: prose(textLimits.notes, variant),
  };
}

/** The largest annotation of a kind that its schema accepts; `variant` 0 and 1 disagree. */
export function maximalAnnotation(
  kind: ItemKind,
  variant: 0 | 1,
  itemText: string,
): Record<string, unknown> {
  const notes = prose(textLimits.notes, variant);
  switch (kind) {
    case "readme":
      return readmeAnnotation(itemText, variant);
    case "generated_comment":
      return {
        accuracy: variant ? "incorrect" : "partially_correct",
        error_codes: errorCodes.map((c) => c.code).slice(variant),
        notes,
      };
    case "qa_pair":
      return {
        verdict: "accept",
        answer_label: variant ? "incorrect" : "partially_correct",
        final_answer: prose(textLimits.final_answer, variant),
        citations: Array.from({ length: 50 }, (_, i) => ({
          url: `https://example.org/${variant}/${i}`,
          quote: prose(textLimits.quote, i),
        })),
        notes,
      };
    case "dialogue":
      return {
        dev_related: true,
        task_category: variant ? "debugging" : "knowledge_qa",
        code_centric: variant ? null : true,
        single_answer: true,
        notes,
      };
    case "model_answer":
      return { grade: variant ? "incorrect" : "correct", notes };
  }
}

/** One import line of each kind; the README's content is large enough for the maximal annotation. */
export function itemLine(
  kind: ItemKind,
  externalId: string,
  itemText: string,
): Record<string, unknown> {
  const line: Record<string, unknown> = { ...itemLineExamples[kind], external_id: externalId };
  if (kind === "readme") line.content = itemText;
  // A QA pair's link to a dialogue needs a source dialogue project; these stand alone.
  delete line.dialogue_external_id;
  return line;
}

/** Names that are members of Object.prototype or special to it, as data. */
export const PROTOTYPE_NAMES = ["__proto__", "constructor", "prototype", "toString"] as const;
