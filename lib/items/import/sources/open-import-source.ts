import type { AsyncBuffer } from "hyparquet";
import { AppError } from "@/lib/errors";
import { itemKinds } from "@/lib/items/item-kinds";
import type { ItemKind } from "@/lib/items/item-kinds";
import { formatReaders, type Open } from "./format-readers";
import type { ImportSourceOptions } from "./import-source-options";
import { importLimits } from "./import-limits";
import { jsonlRecords } from "./jsonl-records";
import { releaseJsonl } from "./release-jsonl";
import { mapRow, rowMappingProblems } from "./map-row";
import { importPresets } from "./presets/import-presets";
import type { RecordSource } from "./source-record";
import { tabularRecords } from "./tabular-records";

/** What the caller knows beside the file: the project's kind (a CSV row has no `kind`), and random access to the file if it has it (Parquet reads its footer first). */
export type ImportSourceContext = {
  projectKind?: ItemKind;
  randomAccess?: () => Promise<AsyncBuffer>;
};

function hasMapping(options: ImportSourceOptions): boolean {
  return Boolean(
    options.preset ||
    Object.keys(options.map).length ||
    Object.keys(options.set).length ||
    options.id_prefix,
  );
}

/** The gold export's lines, marked for release-line.ts. */
async function* releaseRecords(chunks: AsyncIterable<Uint8Array | string>) {
  const lines = jsonlRecords(releaseJsonl(chunks), { maxLineBytes: importLimits.rowBytes });
  for await (const record of lines)
    yield record.status === "value" ? { ...record, isRelease: true as const } : record;
}

function optionsFailed(problems: Record<string, string[]>): AppError {
  return new AppError("validation_failed", "These import options do not fit this project.", {
    fields: problems,
  });
}

/**
 * The records of an uploaded file read as `options` say: JSONL lines as they are, or rows (CSV,
 * TSV, Parquet, or JSONL objects with a preset or mapping) turned into import lines, which then
 * go through the kind's line schema like any JSONL line. `open` must give the same bytes each
 * time it is called. The one place a format or preset is chosen; options that cannot work for
 * the project are a 422 here, before anything is read.
 */
export function openImportSource(
  options: ImportSourceOptions,
  open: Open,
  context: ImportSourceContext = {},
): RecordSource {
  return withinRowLimit(recordsOf(options, open, context), () =>
    formatReaders[options.format].checkRows(open),
  );
}

/** The records, once the file has passed the row limit (checked once however often they are read). */
function withinRowLimit(records: RecordSource, check: () => Promise<void>): RecordSource {
  let checked: Promise<void> | null = null;
  return async function* () {
    await (checked ??= check());
    yield* records();
  };
}

function recordsOf(
  options: ImportSourceOptions,
  open: Open,
  context: ImportSourceContext,
): RecordSource {
  if (options.format === "jsonl" && !hasMapping(options))
    return () => jsonlRecords(open(), { maxLineBytes: importLimits.rowBytes });
  if (options.format === "release") {
    if (hasMapping(options))
      throw optionsFailed({
        format: ["a release is imported as it was exported: no preset, map, set or id_prefix"],
      });
    return () => releaseRecords(open());
  }
  const preset = options.preset ? importPresets[options.preset] : undefined;
  const kind = preset?.kind ?? context.projectKind ?? itemKinds.find((k) => k === options.set.kind);
  if (!kind)
    throw optionsFailed({
      "set.kind": [`a row has no kind: give the project's (${itemKinds.join(", ")})`],
    });
  // Only a preset can choose another kind than the project's.
  if (preset && context.projectKind && kind !== context.projectKind)
    throw optionsFailed({
      preset: [
        `the ${options.preset} preset makes ${kind} items; this project holds ${context.projectKind} items`,
      ],
    });

  const presetOptions = {
    map: options.map,
    set: options.set,
    id_prefix: options.id_prefix,
    file_name: options.file_name,
  };
  const problems = {
    ...rowMappingProblems({ kind, map: options.map, set: options.set }),
    ...(preset?.problems(presetOptions) ?? {}),
  };
  if (Object.keys(problems).length) throw optionsFailed(problems);

  const rows = formatReaders[options.format].rows(open, context.randomAccess);
  const mapped = Object.keys(options.map);
  const noun = options.format === "jsonl" ? "field" : "column";
  if (preset) {
    const toItems = preset.open(presetOptions);
    const expected = {
      mapped,
      noun,
      preset: { name: options.preset ?? "", columns: preset.columns(presetOptions) },
    } as const;
    return () => tabularRecords(rows(), toItems, expected);
  }
  const mapping = { kind, map: options.map, set: options.set, idPrefix: options.id_prefix };
  return () => tabularRecords(rows(), (row) => [mapRow(row, mapping)], { mapped, noun });
}
