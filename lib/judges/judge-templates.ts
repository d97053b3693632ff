// Judge prompts (SPEC §4): Mustache templates over an item's fields plus {{labels}} and
// {{taxonomy}}. Rendered WITHOUT HTML escaping (decision 077): a prompt is plain text for a model,
// and `&lt;` in code would change what the judge reads. Nothing an annotator wrote reaches a prompt.
import { createHash } from "node:crypto";
import Mustache from "mustache";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { defaultGradeLabels, type GradeLabel } from "@/lib/items/model-answer/grade-labels";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { errorCodes } from "@/lib/taxonomy/comment-errors";

/** Grade letters in the project's grade order: A is the first grade. */
export const GRADE_LETTERS = "ABCDEFGHI";

// A short, faithful version of SimpleQA's grader prompt (Wei et al. 2024): three grades, one letter.
const simpleQaGrader = `Your job is to look at a question, a gold target, and a predicted answer, and then assign a grade.

A predicted answer is CORRECT if it contains the gold target's meaning without contradicting it; hedging is fine as long as the gold target is given and nothing contradicts it.
It is INCORRECT if any statement in it contradicts the gold target, or it gives a different answer.
It is NOT_ATTEMPTED if it does not give the gold target's information and does not contradict it (it declines, says it does not know, or answers nothing).
Do not penalise small spelling differences in names, or a number that matches the gold target to its last significant figure.

Question: {{question}}
Gold target: {{reference_answer}}
Predicted answer: {{predicted_answer}}

Grade the predicted answer as one of:
{{labels}}

Just return the letter, with no text around it.`;

// A Katzy-style judge for generated code comments: accuracy and error codes from the taxonomy.
const katzyJudge = `You review a code comment a model generated for the masked position in a {{programming_language}} file.

Code before the comment:
{{code_prefix}}

Code after the comment:
{{code_suffix}}

The comment the developer wrote: {{original_comment}}
The generated comment: {{predicted_comment}}

Rate the generated comment's accuracy (one of: {{labels}}) and list every error it shows, by code,
from this taxonomy (JSON):
{{taxonomy}}

Answer with one JSON object and nothing else: {"accuracy": "...", "error_codes": ["..."]}`;

const genericJudge = `Label this item (its fields as JSON):
{{item_json}}

The labels (JSON): {{labels}}

Answer with one JSON object holding the annotation and nothing else.`;

/** The default template of a kind. */
export function defaultTemplate(kind: ItemKind): string {
  if (kind === "model_answer") return simpleQaGrader;
  if (kind === "generated_comment") return katzyJudge;
  return genericJudge;
}

/** A model-answer project's grades (the default three when unset). */
export function gradeLabelsOf(settings: ProjectSettings): readonly GradeLabel[] {
  const labels = (settings as { gradeLabels?: GradeLabel[] }).gradeLabels;
  return labels && labels.length > 0 ? labels : defaultGradeLabels;
}

/** {{labels}}: a model-answer project's grades by letter, else the kind's choices as JSON. */
function labelsText(kind: ItemKind, settings: ProjectSettings): string {
  if (kind === "model_answer")
    return gradeLabelsOf(settings)
      .map(
        (g, i) =>
          `${GRADE_LETTERS[i]}: ${g.label.toUpperCase()}${g.definition ? ` (${g.definition})` : ""}`,
      )
      .join("\n");
  const fields = kindModule(kind).agreement.categorical(settings);
  if (kind === "generated_comment") return fields.map((f) => f.scale.join(", ")).join("; ");
  return JSON.stringify(Object.fromEntries(fields.map((f) => [f.name, f.scale])));
}

const taxonomyJson = JSON.stringify(
  errorCodes.map((c) => ({ code: c.code, name: c.name, definition: c.definition })),
);

/** The prompt for one item: `fields` are the item's own (the kind's columns), never annotations. */
export function renderPrompt(
  template: string,
  ctx: { kind: ItemKind; settings: ProjectSettings; fields: Record<string, unknown> },
): string {
  const view = {
    ...ctx.fields,
    item_json: JSON.stringify(ctx.fields),
    labels: labelsText(ctx.kind, ctx.settings),
    taxonomy: taxonomyJson,
  };
  return Mustache.render(template, view, {}, { escape: (v: unknown) => String(v) });
}

/** Why a template cannot be rendered (an unclosed section), or null. */
export function templateProblem(template: string): string | null {
  try {
    Mustache.parse(template);
    return null;
  } catch (e) {
    return `is not a valid template: ${e instanceof Error ? e.message : String(e)}`;
  }
}

export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");
