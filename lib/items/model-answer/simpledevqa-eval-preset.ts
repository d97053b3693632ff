import { cellValue } from "@/lib/items/import/sources/cell-value";
import { lineFieldTypes } from "@/lib/items/import/sources/line-field-types";
import type { MappedRow } from "@/lib/items/import/sources/map-row";
import {
  fileStem,
  type ImportPreset,
  type PresetOptions,
} from "@/lib/items/import/sources/presets/import-preset";
import type { SourceRecord } from "@/lib/items/import/sources/source-record";
import { dataRecord, dataValue } from "@/lib/validation/data-record";

// SimpleDevQA's released eval files, data/eval/<model>_results_eval_new.csv: `problem,
// golden_answer, predict_answer, grade_letter, language`, one file per model (the shared sample
// adds `source_row`). One model_answer item per row; the SimpleQA-style grader's letter (A
// correct, B incorrect, C not attempted) comes along as the judge's label, under
// SIMPLEDEVQA_GRADER, never shown to annotators (decision 029).

/** The judge run the grade letters belong to (SimpleDevQA's GPT-4o-mini grader). */
export const SIMPLEDEVQA_GRADER = "simpledevqa-grader";

const LANGUAGES: Record<string, string> = { english: "en", chinese: "zh", russian: "ru" };
const GRADES: Record<string, string> = { A: "correct", B: "incorrect", C: "not_attempted" };
const COLUMNS = ["problem", "golden_answer", "predict_answer", "grade_letter", "language"];
const CONSUMED = new Set(COLUMNS);

/** The model's name: `set model=…`, else the released file's name (`gpt-4o_results_eval_new.csv` → `gpt-4o`). */
export function simpledevqaEvalModel(options: PresetOptions): string | null {
  const given = options.set.model?.trim();
  if (given) return given;
  const stem = fileStem(options.file_name);
  const match = stem ? /^(.+?)_results(?:_eval)?(?:_new)?$/.exec(stem) : null;
  return match ? match[1] : null;
}

function text(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
  return JSON.stringify(v);
}

/**
 * The row's number in the released file: its `source_row` column when there is one (the shared
 * sample's rows come from the full file), else its own 0-based row. The eval files cannot be
 * joined to data_difficult.csv's rows (their order is the grader's completion order), so the
 * row number names the answer, not a QA pair.
 */
function rowNumber(row: MappedRow): string {
  const own = text(row.cells.source_row).trim();
  return /^\d+$/.test(own) ? own : String(row.index);
}

function itemOf(row: MappedRow, options: PresetOptions, model: string): SourceRecord {
  const cells = row.cells;
  const externalId = `${options.id_prefix ? `${options.id_prefix}-` : ""}${model}:${rowNumber(row)}`;
  const letter = text(cells.grade_letter).trim().toUpperCase();
  const grade = dataValue(GRADES, letter);
  if (!grade)
    return {
      status: "error",
      line: row.line,
      externalId,
      field: "grade_letter",
      error: `must be A (correct), B (incorrect) or C (not attempted), not "${text(cells.grade_letter).slice(0, 20)}"`,
    };
  const rawLanguage = text(cells.language).trim();
  const meta = dataRecord(
    Object.entries(cells).filter(
      ([column, cell]) => !CONSUMED.has(column) && cell !== null && cell !== undefined,
    ),
  );
  const fields = lineFieldTypes("model_answer");
  const constants = Object.fromEntries(
    Object.entries(options.set).flatMap(([f, v]) =>
      f === "model" ? [] : [[f, cellValue(v, fields.get(f) ?? { value: "text", optional: true })]],
    ),
  );
  return {
    status: "value",
    line: row.line,
    value: {
      kind: "model_answer",
      external_id: externalId,
      question: text(cells.problem),
      reference_answer: text(cells.golden_answer),
      predicted_answer: text(cells.predict_answer),
      model,
      language: dataValue(LANGUAGES, rawLanguage.toLowerCase()) ?? rawLanguage,
      ...(Object.keys(meta).length ? { meta } : {}),
      ...constants,
      machine_annotations: [{ annotator: SIMPLEDEVQA_GRADER, annotation: { grade, notes: "" } }],
    },
  };
}

export const simpledevqaEvalPreset: ImportPreset = {
  kind: "model_answer",
  problems: (options) => {
    const problems: Record<string, string[]> = {};
    if (simpledevqaEvalModel(options) === null)
      problems["set.model"] = [
        "give the model's name (one file per model): the constant field model (set=model:<name> in the query, --set model=<name> on the CLI), or name the file <model>_results_eval_new.csv",
      ];
    if (Object.keys(options.map).length)
      problems.map = ["this preset reads the released columns by name; map is not used with it"];
    return problems;
  },
  columns: () => COLUMNS,
  open: (options) => {
    const model = simpledevqaEvalModel(options) ?? "";
    return (row) => [itemOf(row, options, model)];
  },
};
