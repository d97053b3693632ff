import { dataValue } from "@/lib/validation/data-record";
import type { ImportFormat } from "./import-source-options";

const BY_EXTENSION: Record<string, ImportFormat> = {
  jsonl: "jsonl",
  ndjson: "jsonl",
  json: "jsonl", // a top-level JSON array is read like JSONL
  csv: "csv",
  tsv: "tsv",
  tab: "tsv",
  parquet: "parquet",
  pq: "parquet",
  gz: "release", // a release bundle, .tar.gz
  tgz: "release",
};

/** The format a file's name suggests ("data_difficult.csv" → csv), or null when it does not say. */
export function guessImportFormat(fileName: string): ImportFormat | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension ? (dataValue(BY_EXTENSION, extension) ?? null) : null;
}
