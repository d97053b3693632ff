import { describe, expect, it } from "vitest";
import { presetMatching } from "./suggest-preset";

const EVAL = ["problem", "golden_answer", "predict_answer", "grade_letter", "language"];

describe("presetMatching", () => {
  it.each([
    ["an eval file in a model-answer project", EVAL, "model_answer", "simpledevqa-eval"],
    ["an eval file in a QA project", EVAL, "qa_pair", "simpledevqa"],
    [
      "data_difficult.csv",
      ["source_row", "problem", "golden_answer", "language"],
      "qa_pair",
      "simpledevqa",
    ],
    [
      "Katzy's rows",
      ["file_id", "content", "original_comment", "predict_x"],
      "generated_comment",
      "multilingual-code-comments",
    ],
    [
      "an item line (it names its kind)",
      ["kind", "file_id", "original_comment"],
      "generated_comment",
      null,
    ],
    ["other columns", ["q", "a"], "qa_pair", null],
    ["a preset for another kind", EVAL.slice(0, 2), "readme", null],
  ])("%s", (_, keys, kind, expected) => {
    expect(presetMatching(keys, kind)).toBe(expected);
  });
});
