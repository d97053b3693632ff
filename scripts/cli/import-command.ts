import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { asyncBufferFromFile } from "hyparquet";
import { AppError, fieldErrors } from "@/lib/errors";
import { importItems } from "@/lib/items/import/import-items";
import { guessImportFormat } from "@/lib/items/import/sources/guess-import-format";
import { previewImport } from "@/lib/items/import/preview-import";
import {
  importFormats,
  importPresetNames,
  importSourceOptionsSchema,
} from "@/lib/items/import/sources/import-source-options";
import { openImportSource } from "@/lib/items/import/sources/open-import-source";
import {
  presetHint,
  suggestPreset,
  withPresetHint,
} from "@/lib/items/import/sources/presets/suggest-preset";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { cliActor } from "./cli-actor";
import type { Command, Values } from "./command-types";
import { importProgress } from "./import-progress";
import { importReport, previewReport } from "./import-report";

/** "a=b" flags as a record; a flag without "=" is a 422 naming it. */
function pairs(flag: string, values: Values[string]): Record<string, string> {
  const list = (Array.isArray(values) ? values : [values]).filter(
    (item): item is string => typeof item === "string",
  );
  const out: Record<string, string> = {};
  for (const item of list) {
    const at = item.indexOf("=");
    if (at <= 0)
      throw new AppError("validation_failed", `--${flag} takes name=value.`, {
        fields: { [flag]: [`${JSON.stringify(item)} is not name=value`] },
      });
    out[item.slice(0, at)] = item.slice(at + 1);
  }
  return out;
}

/** Reads the file as it is read, so progress can say how much of it is done. */
function countingOpen(file: string) {
  const state = { read: 0 };
  const open = async function* () {
    state.read = 0;
    for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
      state.read += chunk.length;
      yield chunk;
    }
  };
  return { open, state };
}

/** The flags as the import's source options (the same schema as the API's query). */
function sourceOptions(v: Values, file: string) {
  const format = (v.format as string | undefined) ?? guessImportFormat(file);
  if (!format)
    throw new AppError(
      "bad_request",
      `Cannot tell the format from ${JSON.stringify(path.basename(file))}: give --format ${importFormats.join("|")}.`,
    );
  const parsed = importSourceOptionsSchema.safeParse({
    format,
    preset: v.preset,
    map: pairs("map", v.map),
    set: pairs("set", v.set),
    id_prefix: v["id-prefix"],
    file_name: path.basename(file),
  });
  if (!parsed.success)
    throw new AppError("validation_failed", "These import options are not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  return parsed.data;
}

export const importCommand: Command = {
  usage: `import --project ID [--format ${importFormats.join("|")}] [--preset ${importPresetNames.join("|")}] [--map COLUMN=FIELD]… [--set FIELD=VALUE]… [--id-prefix P] [--preview] [--partial] FILE [--as EMAIL]   (--preview: the first rows, nothing written; --partial: import the valid lines, list the rest)`,
  options: {
    project: { type: "string" },
    format: { type: "string" },
    preset: { type: "string" },
    map: { type: "string", multiple: true },
    set: { type: "string", multiple: true },
    "id-prefix": { type: "string" },
    preview: { type: "boolean" },
    partial: { type: "boolean" },
    as: { type: "string" },
  },
  positionals: true,
  run: async (v, files) => {
    if (files.length !== 1) throw new AppError("bad_request", "Give exactly one file.");
    const file = files[0];
    const projectId = Number(v.project);
    if (typeof v.project !== "string" || !Number.isSafeInteger(projectId))
      throw new AppError("bad_request", "--project takes a project id (see `project list`).");
    const options = sourceOptions(v, file);
    const format = options.format;
    const actor = await cliActor(v.as as string | undefined);
    const project = await loadProjectAccess({ actor, projectId, action: "item.import" });
    const size = (await stat(file)).size;
    const { open, state } = countingOpen(file);
    const context = { projectKind: project.kind, randomAccess: () => asyncBufferFromFile(file) };
    const records = openImportSource(options, open, context);
    const suggest = () => suggestPreset(options, open, context);
    const print = (lines: string[]) => process.stdout.write(lines.map((l) => `${l}\n`).join(""));
    if (v.preview) {
      const suggested = await suggest();
      const preview = await previewImport({ actor, projectId, records });
      print(previewReport(preview, suggested && presetHint(suggested)));
      return;
    }
    const progress = importProgress(
      { write: (s) => process.stderr.write(s), isTTY: Boolean(process.stderr.isTTY) },
      () => (format === "parquet" || size === 0 ? null : state.read / size),
    );
    let result;
    try {
      result = await importItems({
        actor,
        projectId,
        records,
        partial: v.partial === true,
        onProgress: progress.onProgress,
      }).catch(async (error: unknown) => {
        throw withPresetHint(error, await suggest());
      });
    } finally {
      progress.done();
    }
    print(importReport(result));
  },
};
