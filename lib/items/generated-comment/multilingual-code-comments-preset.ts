import { lineFieldTypes } from "@/lib/items/import/sources/line-field-types";
import { cellValue } from "@/lib/items/import/sources/cell-value";
import type { MappedRow } from "@/lib/items/import/sources/map-row";
import type { SourceRecord } from "@/lib/items/import/sources/source-record";
import type { ImportPreset, PresetOptions } from "@/lib/items/import/sources/presets/import-preset";
import { dataRecord } from "@/lib/validation/data-record";
import { mapKatzyErrorCodes } from "./katzy-error-codes";
import { cleanPrediction, splitAroundComment, splitMaskedCode } from "./katzy-masked-code";

// Katzy et al.'s Hugging Face rows (AISE-TUDelft/multilingual-code-comments): one row per file,
// `file_id, content, repo, path, original_comment`, then per model M `masked_data_M, predict_M,
// predicted_comment_M, expert_accuracy_M, error_codes_M`. One generated_comment item per file and
// model; the expert's accuracy and error codes come along as a prior annotation.

/** The subsets (one per language) and their ISO 639-1 codes. */
const SUBSETS: Record<string, string> = {
  english: "en",
  dutch: "nl",
  chinese: "zh",
  greek: "el",
  polish: "pl",
};
const CODES = new Set(Object.values(SUBSETS));
const MODEL_COLUMN = "predicted_comment_";
const PER_MODEL = [
  "masked_data_",
  "predict_",
  "predicted_comment_",
  "expert_accuracy_",
  "error_codes_",
];
const CONSUMED = new Set(["file_id", "content", "original_comment"]);

/** The subset's language: `set language=…` (a code or the subset's name), else a subset name in the file's name. */
function katzyLanguage(options: PresetOptions): string | null {
  const given = options.set.language?.trim().toLowerCase();
  if (given) return CODES.has(given) ? given : (SUBSETS[given] ?? null);
  const name = options.file_name?.toLowerCase() ?? "";
  const found = Object.keys(SUBSETS).filter((subset) => name.includes(subset));
  return found.length === 1 ? SUBSETS[found[0]] : null;
}

function text(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
  return JSON.stringify(v);
}

function accuracyOf(raw: unknown): string | null {
  const label = text(raw)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return label === "" || label === "none" || label === "nan" ? null : label;
}

function itemsOf(row: MappedRow, options: PresetOptions, language: string): SourceRecord[] {
  const cells = row.cells;
  const models = Object.keys(cells)
    .filter((c) => c.startsWith(MODEL_COLUMN))
    .map((c) => c.slice(MODEL_COLUMN.length));
  if (models.length === 0)
    return [
      { status: "error", line: row.line, error: `the row has no ${MODEL_COLUMN}<model> column` },
    ];
  const fileId = text(cells.file_id);
  const content = text(cells.content);
  const original = text(cells.original_comment);
  const perModel = new Set(models.flatMap((m) => PER_MODEL.map((p) => p + m)));
  const meta = dataRecord(
    Object.entries(cells).filter(
      ([column, cell]) =>
        !CONSUMED.has(column) && !perModel.has(column) && cell !== null && cell !== undefined,
    ),
  );
  const fields = lineFieldTypes("generated_comment");
  const constants = Object.fromEntries(
    Object.entries(options.set).flatMap(([f, v]) =>
      f === "language"
        ? []
        : [[f, cellValue(v, fields.get(f) ?? { value: "text", optional: true })]],
    ),
  );

  return models.map((model): SourceRecord => {
    const short = model.split("/").pop() ?? model;
    const externalId = options.id_prefix
      ? `${options.id_prefix}-${fileId}:${short}`
      : `${fileId}:${short}`;
    const masked = text(cells[`masked_data_${model}`]);
    const around =
      (masked ? splitMaskedCode(masked) : null) ?? splitAroundComment(content, original);
    if (!around)
      return {
        status: "error",
        line: row.line,
        externalId,
        field: "code_prefix",
        error: `masked_data_${model} has no fill-in-the-middle markers and the original comment is not in content`,
      };
    const value: Record<string, unknown> = {
      kind: "generated_comment",
      external_id: externalId,
      file_id: fileId,
      language,
      model,
      programming_language: "java",
      code_prefix: around.codePrefix,
      code_suffix: around.codeSuffix,
      original_comment: original,
      predicted_comment: cleanPrediction(text(cells[`predicted_comment_${model}`])),
      ...(Object.keys(meta).length ? { meta } : {}),
      ...constants,
    };
    const accuracy = accuracyOf(cells[`expert_accuracy_${model}`]);
    if (accuracy !== null) {
      const { codes, unmapped } = mapKatzyErrorCodes(cells[`error_codes_${model}`]);
      const annotation = {
        accuracy,
        error_codes: codes,
        ...(unmapped.length
          ? { notes: `released error codes without a published equivalent: ${unmapped.join(", ")}` }
          : {}),
      };
      value.prior_annotations = [{ annotator: `katzy-expert-${language}`, annotation }];
    }
    return { status: "value", line: row.line, value };
  });
}

export const multilingualCodeCommentsPreset: ImportPreset = {
  kind: "generated_comment",
  problems: (options) => {
    const problems: Record<string, string[]> = {};
    if (katzyLanguage(options) === null)
      problems["set.language"] = [
        `give the subset's language as the constant field language (set=language:en in the query, --set language=en on the CLI): en, nl, zh, el or pl (or English, Dutch, Chinese, Greek, Polish); the file's name does not say which`,
      ];
    if (Object.keys(options.map).length)
      problems.map = ["this preset reads the released columns by name; map is not used with it"];
    return problems;
  },
  columns: () => ["file_id", "original_comment"],
  open: (options) => {
    const language = katzyLanguage(options) ?? "";
    return (row) => itemsOf(row, options, language);
  },
};
