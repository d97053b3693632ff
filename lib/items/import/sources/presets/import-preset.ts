import type { ItemKind } from "@/lib/items/item-kinds";
import type { MappedRow } from "../map-row";
import type { SourceRecord } from "../source-record";

/** The options a preset reads (from importSourceOptionsSchema). */
export type PresetOptions = {
  map: Record<string, string>;
  set: Record<string, string>;
  id_prefix?: string;
  file_name?: string;
};

/** A seed dataset's released file format: which kind it makes and how one row becomes its items. */
export type ImportPreset = {
  kind: ItemKind;
  /** Option problems (field → messages), a 422 before any row is read. */
  problems: (options: PresetOptions) => Record<string, string[]>;
  /** The columns the preset reads by name (with these options): a file without them is refused at its header, naming the preset. */
  columns: (options: PresetOptions) => string[];
  /** Prepares the reading of one file; the returned function turns each row into its items (or errors). */
  open: (options: PresetOptions) => (row: MappedRow) => SourceRecord[];
};

/** "data_difficult.csv" → "data_difficult". */
export function fileStem(fileName: string | undefined): string | undefined {
  if (!fileName) return undefined;
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const stem = base.replace(/\.[^.]*$/, "").trim();
  return stem === "" ? undefined : stem;
}
