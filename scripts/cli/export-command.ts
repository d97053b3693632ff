import type { Command } from "./command-types";
import { once } from "node:events";
import { AppError, fieldErrors } from "@/lib/errors";
import { exportOptionsSchema } from "@/lib/export/export-options";
import { openExportStream } from "@/lib/export/open-export-stream";
import { sweepClosedWindows } from "@/lib/gold/sweep-closed-windows";
import { cliActor } from "./cli-actor";

/** `export --project ID [--status gold,rejected,unresolved] [--emails] [--guideline-version N] > gold.jsonl`: the same stream as the API (pseudonyms unless --emails). */
export const exportCommand: Command = {
  usage:
    "export --project ID [--status gold,rejected,unresolved] [--emails] [--guideline-version N] [--as EMAIL]   (JSONL to stdout)",
  options: {
    project: { type: "string" },
    status: { type: "string" },
    emails: { type: "boolean" },
    "guideline-version": { type: "string" },
    as: { type: "string" },
  },
  run: async (v) => {
    const projectId = Number(v.project);
    if (typeof v.project !== "string" || !Number.isSafeInteger(projectId) || projectId <= 0)
      throw new AppError("bad_request", "--project takes a project id (see `project list`).");
    const options = exportOptionsSchema.safeParse({
      status: v.status,
      identities: v.emails === true ? "emails" : undefined,
      guideline_version: v["guideline-version"],
    });
    if (!options.success)
      throw new AppError("bad_request", "The export options are not valid.", {
        fields: fieldErrors(options.error.issues),
      });
    const actor = await cliActor(typeof v.as === "string" ? v.as : undefined);
    // No server's sweep may be running: compare what the closed revise windows let (decision 048) first.
    await sweepClosedWindows({ projectId });
    const exported = await openExportStream({
      actor,
      projectId,
      statuses: options.data.status,
      identities: options.data.identities,
      guidelineVersion: options.data.guideline_version,
    });
    let lines = 0;
    const reader = exported.stream.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      for (const byte of next.value) if (byte === 0x0a) lines += 1;
      // Backpressure: a slow pipe must not make the export buffer in memory.
      if (!process.stdout.write(next.value)) await once(process.stdout, "drain");
    }
    process.stderr.write(`exported ${lines} of ${exported.lineCount} items\n`);
  },
};
