import { accuracyLabels } from "@/lib/annotations/shared-annotation-fields";
import type { KindJudge } from "../define-item-kind";

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

/** Katzy et al.'s judges: accuracy and error codes as JSON, the taxonomy in the prompt. */
export const generatedCommentJudge: KindJudge = {
  template: katzyJudge,
  labels: () => accuracyLabels.join(", "),
};
