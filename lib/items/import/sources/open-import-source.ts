import { AppError } from "@/lib/errors";
import type { ImportSourceOptions } from "./import-source-options";
import { jsonlRecords } from "./jsonl-records";
import type { RecordSource } from "./source-record";

/**
 * The records of an uploaded file read as `options` say. `open` must give the same bytes each
 * time it is called. The one place a format or preset is chosen.
 */
export function openImportSource(options: ImportSourceOptions, open: () => AsyncIterable<Uint8Array | string>): RecordSource {
  if (options.format !== "jsonl" || options.preset || Object.keys(options.map).length || Object.keys(options.set).length || options.id_prefix) {
    // Filled in by issue #14's readers (CSV/TSV, Parquet, presets, mapping).
    throw new AppError("bad_request", `Import format ${options.format} with these options is not supported yet.`);
  }
  return () => jsonlRecords(open());
}
