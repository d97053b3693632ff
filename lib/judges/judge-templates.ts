// Judge prompts (SPEC §4): Mustache templates over an item's fields plus {{labels}} and
// {{taxonomy}}. Rendered WITHOUT HTML escaping (decision 077): a prompt is plain text for a model,
// and `&lt;` in code would change what the judge reads. Nothing an annotator wrote reaches a prompt.
import { createHash } from "node:crypto";
import Mustache from "mustache";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { errorCodes } from "@/lib/taxonomy/comment-errors";

const genericJudge = `Label this item (its fields as JSON):
{{item_json}}

The labels (JSON): {{labels}}

Answer with one JSON object holding the annotation and nothing else.`;

/** The default template of a kind: its own judge's, else a generic JSON judge. */
export function defaultTemplate(kind: ItemKind): string {
  return kindModule(kind).judge?.template ?? genericJudge;
}

/** {{labels}}: the kind's judge says them, else its choices as JSON. */
function labelsText(kind: ItemKind, settings: ProjectSettings): string {
  const own = kindModule(kind);
  if (own.judge) return own.judge.labels(settings);
  const fields = own.agreement.categorical(settings);
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
