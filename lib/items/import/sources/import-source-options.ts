// How to read an import file: its format, a preset for a seed dataset's released files, and a
// column mapping. Parsed from the API's query (snake_case, SPEC §5), the CLI's flags and the
// import page's form, and handed to openImportSource.
import { z } from "zod";
import { dataRecordSchema } from "@/lib/validation/data-record";

// `release`: a release bundle (.tar.gz) or a gold export's JSONL, imported with its gold (decision 074).
export const importFormats = ["jsonl", "csv", "tsv", "parquet", "release"] as const;
export type ImportFormat = (typeof importFormats)[number];

export const importPresetNames = [
  "simpledevqa",
  "simpledevqa-eval",
  "multilingual-code-comments",
] as const;
export type ImportPreset = (typeof importPresetNames)[number];

export const importSourceOptionsSchema = z.strictObject({
  format: z.enum(importFormats).default("jsonl"),
  preset: z.enum(importPresetNames).optional(),
  /** Source column → item field. */
  map: dataRecordSchema(z.string().min(1), z.string().min(1)).default({}),
  /** Constant item fields. */
  set: dataRecordSchema(z.string().min(1), z.string()).default({}),
  /** external_id = `<id_prefix>-<0-based row>` when no column maps to external_id. */
  id_prefix: z.string().min(1).max(200).optional(),
  /** The uploaded file's name (a preset may read it, e.g. a model's name). */
  file_name: z.string().max(500).optional(),
});
export type ImportSourceOptions = z.output<typeof importSourceOptionsSchema>;
