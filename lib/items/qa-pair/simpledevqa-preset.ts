import { mapRow } from "@/lib/items/import/sources/map-row";
import { fileStem } from "@/lib/items/import/sources/presets/import-preset";
import type { ImportPreset, PresetOptions } from "@/lib/items/import/sources/presets/import-preset";
import { dataValue } from "@/lib/validation/data-record";

// SimpleDevQA's released data_difficult.csv / data_easy.csv: problem, golden_answer, language.
const LANGUAGES: Record<string, string> = { english: "en", chinese: "zh", russian: "ru" };
const DEFAULT_MAP = { problem: "question", golden_answer: "answer" };

/**
 * The external ids' prefix when none is given: the files have no id column, so the row number is
 * the id, and the prefix must tell the two files apart and stay the same on a re-import (which is
 * then a no-op): `sdqa-<difficulty>` with `set difficulty=…`, else the file's name, else `sdqa`.
 */
function simpledevqaIdPrefix(options: PresetOptions): string {
  if (options.id_prefix) return options.id_prefix;
  if (options.set.difficulty) return `sdqa-${options.set.difficulty}`;
  const stem = fileStem(options.file_name);
  return stem ? `sdqa-${stem}` : "sdqa";
}

export const simpledevqaPreset: ImportPreset = {
  kind: "qa_pair",
  problems: () => ({}),
  // A field the lead mapped another column to does not need the released column.
  columns: (options) =>
    Object.entries(DEFAULT_MAP).flatMap(([column, field]) =>
      Object.values(options.map).includes(field) ? [] : [column],
    ),
  open: (options) => {
    const mapping = {
      kind: "qa_pair" as const,
      map: { ...DEFAULT_MAP, ...options.map },
      set: options.set,
      idPrefix: simpledevqaIdPrefix(options),
    };
    return (row) => {
      const record = mapRow(row, mapping);
      if (record.status !== "value") return [record];
      const value = record.value as Record<string, unknown>;
      const language =
        typeof value.language === "string"
          ? dataValue(LANGUAGES, value.language.trim().toLowerCase())
          : undefined;
      return [{ ...record, value: language ? { ...value, language } : value }];
    };
  },
};
