import { readFileSync } from "node:fs";
import { realDataPath } from "./real-data-path";

type Instance = {
  metadata: { file_id: string; language: string };
  code_context: { source_code: string; original_comment: string };
  model_predictions: { model_name: string; predicted_comment: string; masked_code: string }[];
};

// The shared sample carries no human labels; these are made up by the tests (released-style codes,
// including the guideline's LG-GR6/ST-IF2 and the non-error E) so the preset's mapping is exercised.
const ACCURACIES = ["correct", "partially_correct", "incorrect", "", "Partially Correct"];
const CODES: (string | string[] | null)[] = [
  null,
  "SE-HA3",
  "LG-GR6, ST-IF2",
  "None",
  ["MS-LT", "E"],
];

/** Katzy et al.'s Hugging Face rows (one per file, columns per model), built from the shared English sample at test time. */
export function katzyRows(): Record<string, unknown>[] {
  const instances = JSON.parse(
    readFileSync(realDataPath("multilingual-code-comments/english_instances.sample.json"), "utf8"),
  ) as Instance[];
  return instances.map((instance, i) => {
    const row: Record<string, unknown> = {
      file_id: instance.metadata.file_id,
      content: instance.code_context.source_code,
      repo: `example/repo-${i}`,
      path: `src/File${i}.java`,
      original_comment: instance.code_context.original_comment,
    };
    instance.model_predictions.forEach((p, m) => {
      row[`masked_data_${p.model_name}`] = p.masked_code;
      row[`predict_${p.model_name}`] = p.predicted_comment;
      row[`predicted_comment_${p.model_name}`] = p.predicted_comment;
      row[`expert_accuracy_${p.model_name}`] = ACCURACIES[(i + m) % ACCURACIES.length];
      row[`error_codes_${p.model_name}`] = CODES[(i + m) % CODES.length];
    });
    return row;
  });
}

/** The rows as JSONL text. */
export function katzyRowsJsonl(): string {
  return katzyRows()
    .map((r) => JSON.stringify(r))
    .join("\n");
}
