import { describe, expect, it } from "vitest";
import { guessImportFormat } from "./guess-import-format";

describe("guessImportFormat", () => {
  it.each([
    ["data_difficult.csv", "csv"],
    ["x.PQ", "parquet"],
    ["rows.json", "jsonl"],
    ["notes.txt", null],
    ["file.constructor", null],
    ["file.toString", null],
    ["file.__proto__", null],
    ["no-extension", null],
  ])("%s → %s", (name, format) => expect(guessImportFormat(name)).toBe(format));
});
