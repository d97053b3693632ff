// What the lead chose on the import page, as the API's query (docs/api.md, "Import").
import { IMPORT_CONTENT_TYPES } from "@/lib/api/require-content-type";
import type { ImportFormat, ImportPreset } from "@/lib/items/import/sources/import-source-options";
import { dataValue } from "@/lib/validation/data-record";

export type ImportChoice = {
  format: ImportFormat;
  preset: ImportPreset | "";
  /** Source column → item field; "" leaves the column automatic (the preset, the field of its name, else meta). */
  map: Record<string, string>;
  /** Constant item fields, as [field, value] rows the lead edits. */
  set: [string, string][];
  idPrefix: string;
};

const EXTENSIONS: Record<string, ImportFormat> = {
  jsonl: "jsonl",
  ndjson: "jsonl",
  json: "jsonl",
  csv: "csv",
  tsv: "tsv",
  tab: "tsv",
  parquet: "parquet",
  gz: "release",
  tgz: "release",
};

/** The format a file's extension names; JSONL when it names none we read. */
export function formatFromFileName(name: string): ImportFormat {
  const ext = name.toLowerCase().split(".").pop() ?? "";
  return dataValue(EXTENSIONS, ext) ?? "jsonl";
}

/** The formats' own names, the same in every language; a release is described in the catalogue. */
const formatNames: Record<Exclude<ImportFormat, "release">, string> = {
  jsonl: "JSON Lines",
  csv: "CSV",
  tsv: "TSV",
  parquet: "Parquet",
};
export const formatLabel = (f: ImportFormat): string | undefined =>
  f === "release" ? undefined : formatNames[f];

export function contentTypeFor(format: ImportFormat): string {
  return IMPORT_CONTENT_TYPES[format][0];
}

export function importQuery(
  choice: ImportChoice,
  opts: { fileName: string; isPreview?: boolean; isPartial?: boolean },
): string {
  const q = new URLSearchParams({ format: choice.format });
  if (choice.preset) q.set("preset", choice.preset);
  for (const [column, field] of Object.entries(choice.map))
    if (field) q.append("map", `${column}:${field}`);
  for (const [field, value] of choice.set)
    if (field.trim()) q.append("set", `${field.trim()}:${value}`);
  if (choice.idPrefix.trim()) q.set("id_prefix", choice.idPrefix.trim());
  q.set("file_name", opts.fileName.slice(0, 500));
  if (opts.isPreview) q.set("preview", "true");
  if (opts.isPartial) q.set("partial", "true");
  return `?${q}`;
}
