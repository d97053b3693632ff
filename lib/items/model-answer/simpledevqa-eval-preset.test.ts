import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { realDataPath } from "@/tests/real-data-path";
import { importSourceOptionsSchema } from "@/lib/items/import/sources/import-source-options";
import { openImportSource } from "@/lib/items/import/sources/open-import-source";
import type { SourceRecord } from "@/lib/items/import/sources/source-record";
import { modelAnswerLineSchema } from "./model-answer-line-schema";
import {
  SIMPLEDEVQA_GRADER,
  simpledevqaEvalModel,
  simpledevqaEvalPreset,
} from "./simpledevqa-eval-preset";

const samplePath = realDataPath("simpledevqa", "eval_gpt-4o.sample.csv");
const sampleRows = () => parse<Record<string, string>>(readFileSync(samplePath), { columns: true });

async function records(
  options: object,
  text = readFileSync(samplePath, "utf8"),
): Promise<SourceRecord[]> {
  const out: SourceRecord[] = [];
  const open = async function* () {
    yield new TextEncoder().encode(text);
  };
  for await (const r of openImportSource(
    importSourceOptionsSchema.parse({ format: "csv", preset: "simpledevqa-eval", ...options }),
    open,
    { projectKind: "model_answer" },
  )())
    out.push(r);
  return out;
}

describe("the simpledevqa-eval preset", () => {
  it("takes the model from set=model:… or the released file's name", () => {
    const base = { map: {}, set: {} };
    expect(
      simpledevqaEvalModel({ ...base, file_name: "data/eval/gpt-4o_results_eval_new.csv" }),
    ).toBe("gpt-4o");
    expect(
      simpledevqaEvalModel({ ...base, file_name: "Qwen2.5-72B-Instruct_results_eval_new.csv" }),
    ).toBe("Qwen2.5-72B-Instruct");
    expect(
      simpledevqaEvalModel({
        ...base,
        set: { model: "o1-mini" },
        file_name: "gpt-4o_results_eval_new.csv",
      }),
    ).toBe("o1-mini");
    expect(simpledevqaEvalModel({ ...base, file_name: "eval.csv" })).toBeNull();
    expect(simpledevqaEvalPreset.problems({ ...base, file_name: "eval.csv" })).toEqual({
      "set.model": [expect.stringMatching(/set=model:<name>.*<model>_results_eval_new.csv/)],
    });
  });

  it("makes one valid model_answer line per row of the real sample, the grade letter as the grader's label", async () => {
    const rows = sampleRows();
    const out = await records({ file_name: "gpt-4o_results_eval_new.csv" });
    expect(out).toHaveLength(rows.length);
    const grades: Record<string, string> = { A: "correct", B: "incorrect", C: "not_attempted" };
    const languages: Record<string, string> = { English: "en", Chinese: "zh", Russian: "ru" };
    out.forEach((record, i) => {
      expect(record.status).toBe("value");
      const line = modelAnswerLineSchema.parse((record as { value: unknown }).value);
      const row = rows[i];
      expect(line).toMatchObject({
        external_id: `gpt-4o:${row.source_row}`,
        question: row.problem,
        reference_answer: row.golden_answer,
        predicted_answer: row.predict_answer,
        model: "gpt-4o",
        language: languages[row.language],
        qa_external_id: null,
        meta: { source_row: row.source_row },
        machine_annotations: [
          {
            annotator: SIMPLEDEVQA_GRADER,
            annotation: { grade: grades[row.grade_letter], notes: "" },
          },
        ],
      });
    });
  });

  it("without source_row, names the answer by its 0-based row; set run=… is kept", async () => {
    const text =
      'problem,golden_answer,predict_answer,grade_letter,language\nQ0,R0,P0,C,English\n"Q1","R1","",A,Chinese\n';
    const out = await records({ set: { model: "m", run: "2" } }, text);
    expect(
      out.map((r) => (r as { value: { external_id: string; run: number } }).value),
    ).toMatchObject([
      { external_id: "m:0", run: 2, language: "en" },
      { external_id: "m:1", run: 2, language: "zh", predicted_answer: "" },
    ]);
  });

  it("refuses an unknown grade letter with its line and field", async () => {
    const text =
      "problem,golden_answer,predict_answer,grade_letter,language\nQ0,R0,P0,A,English\nQ1,R1,P1,D,English\nQ2,R2,P2,,Russian\n";
    const out = await records({ set: { model: "m" } }, text);
    expect(out[0].status).toBe("value");
    expect(out.slice(1)).toEqual([
      {
        status: "error",
        line: 3,
        externalId: "m:1",
        field: "grade_letter",
        error: expect.stringContaining('not "D"'),
      },
      {
        status: "error",
        line: 4,
        externalId: "m:2",
        field: "grade_letter",
        error: expect.stringContaining("must be A (correct), B (incorrect) or C (not attempted)"),
      },
    ]);
  });
});

describe("the simpledevqa-eval preset with data named like Object.prototype's keys", () => {
  it("keeps a `constructor` language as text and `__proto__` / `toString` columns in meta", async () => {
    const text =
      "problem,golden_answer,predict_answer,grade_letter,language,__proto__,toString\nQ0,R0,P0,A,constructor,x,y\n";
    const [record] = await records({ set: { model: "m" } }, text);
    expect(record.status).toBe("value");
    const value = (record as { value: { language: unknown; meta: object } }).value;
    expect(value.language).toBe("constructor");
    expect(Object.getOwnPropertyDescriptor(value.meta, "__proto__")?.value).toBe("x");
    expect(Object.getOwnPropertyDescriptor(value.meta, "toString")?.value).toBe("y");
  });
});
