import type { Command, Values } from "./command-types";
import { agreementTable } from "@/lib/agreement/agreement-table";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { AppError } from "@/lib/errors";
import { sweepClosedWindows } from "@/lib/gold/sweep-closed-windows";
import { cliActor } from "./cli-actor";

const text = (v: Values, k: string): string | null =>
  typeof v[k] === "string" && v[k] !== "" ? v[k] : null;

/** `agreement --project ID`: the live agreement report as a table, or as the API's JSON with --json. */
export const agreementCommand: Command = {
  usage:
    "agreement --project ID [--language L] [--model M] [--annotators A,B] [--from DATE] [--to DATE] [--json] [--as EMAIL]",
  options: {
    project: { type: "string" },
    as: { type: "string" },
    json: { type: "boolean" },
    language: { type: "string" },
    model: { type: "string" },
    annotators: { type: "string" },
    from: { type: "string" },
    to: { type: "string" },
  },
  run: async (v) => {
    const projectId = Number(text(v, "project"));
    if (!Number.isSafeInteger(projectId) || projectId <= 0)
      throw new AppError("bad_request", "--project takes a project id (see `project list`).");
    const annotators = text(v, "annotators");
    const actor = await cliActor(text(v, "as") ?? undefined);
    // No server's sweep may be running: compare what the closed revise windows let (decision 048) first.
    await sweepClosedWindows({ projectId });
    const report = await getProjectAgreement({
      actor,
      projectId,
      filters: {
        language: text(v, "language"),
        model: text(v, "model"),
        from: text(v, "from"),
        to: text(v, "to"),
        annotators: annotators?.split(",") ?? null,
      },
    });
    process.stdout.write(
      (v.json === true ? JSON.stringify(report, null, 2) : agreementTable(report)) + "\n",
    );
  },
};
