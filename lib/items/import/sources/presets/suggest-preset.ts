import { AppError, isAppError } from "@/lib/errors";
import { formatReaders, type Open } from "../format-readers";
import type {
  ImportPreset as ImportPresetName,
  ImportSourceOptions,
} from "../import-source-options";
import type { ImportSourceContext } from "../open-import-source";
import { importPresets } from "./import-presets";

const NO_OPTIONS = { map: {}, set: {} };

/**
 * The preset for the project's kind whose columns the file has, the one reading the most when
 * several do (an eval file has the QA columns too); null when none fits or a line names its kind
 * (an item line is read as it is).
 */
export function presetMatching(
  keys: readonly string[],
  projectKind: string,
): ImportPresetName | null {
  if (keys.includes("kind")) return null;
  let best: { name: ImportPresetName; columns: number } | null = null;
  for (const [name, preset] of Object.entries(importPresets) as [
    ImportPresetName,
    (typeof importPresets)[ImportPresetName],
  ][]) {
    const columns = preset.columns(NO_OPTIONS);
    if (preset.kind !== projectKind || !columns.every((c) => keys.includes(c))) continue;
    if (!best || columns.length > best.columns) best = { name, columns: columns.length };
  }
  return best?.name ?? null;
}

/** A tabular file's columns, or a JSONL file's first object's keys; [] when they cannot be read. */
async function firstKeys(options: ImportSourceOptions, open: Open, context: ImportSourceContext) {
  try {
    if (options.format !== "jsonl")
      return (await formatReaders[options.format].columns(open, context.randomAccess)) ?? [];
    for await (const row of formatReaders.jsonl.rows(open, undefined)())
      if (row.status === "header") return row.columns;
      else if (row.status === "row") break;
  } catch {
    // unreadable: the import's own errors say why
  }
  return [];
}

/** The preset to suggest for a file imported without one (SPEC §5): read its header only. */
export async function suggestPreset(
  options: ImportSourceOptions,
  open: Open,
  context: ImportSourceContext,
): Promise<ImportPresetName | null> {
  if (options.preset || Object.keys(options.map).length || !context.projectKind) return null;
  return presetMatching(await firstKeys(options, open, context), context.projectKind);
}

export const presetHint = (name: ImportPresetName) =>
  `The file looks like ${name}: use preset=${name}.`;

/** A failed import's 422 with the suggestion added, so that a lead is not left with line errors only. */
export function withPresetHint(error: unknown, name: ImportPresetName | null): unknown {
  if (!name || !isAppError(error) || error.code !== "validation_failed") return error;
  return new AppError("validation_failed", `${error.message} ${presetHint(name)}`, {
    ...error.details,
    suggested_preset: name,
  });
}
