import { createReadStream } from "node:fs";
import { AppError } from "@/lib/errors";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";
import { recordRunOutputs } from "@/lib/machine/runs/record-run-outputs";
import { cliActor } from "./cli-actor";
import type { Command, Values } from "./command-types";

const id = (v: Values, flag: string, what: string): number => {
  const n = Number(v[flag]);
  if (typeof v[flag] !== "string" || !Number.isSafeInteger(n))
    throw new AppError("bad_request", `--${flag} takes a ${what} id.`);
  return n;
};
const optionalNumber = (v: Values, flag: string): number | undefined =>
  typeof v[flag] === "string" ? Number(v[flag]) : undefined;

/** Judge runs (decision 030): `run create` with its provenance, `run outputs` from a JSONL file. */
export const runCommands: Record<string, Command> = {
  "run create": {
    usage:
      "run create --project ID --name N --model M [--version V] [--prompt-strategy S] [--prompt-language L] [--temperature T] [--seed S] [--run N] [--as EMAIL]",
    options: {
      project: { type: "string" },
      name: { type: "string" },
      model: { type: "string" },
      version: { type: "string" },
      "prompt-strategy": { type: "string" },
      "prompt-language": { type: "string" },
      temperature: { type: "string" },
      seed: { type: "string" },
      run: { type: "string" },
      as: { type: "string" },
    },
    run: async (v) => {
      const input = {
        name: v.name,
        model: v.model,
        version: v.version,
        prompt_strategy: v["prompt-strategy"],
        prompt_language: v["prompt-language"],
        temperature: optionalNumber(v, "temperature"),
        seed: optionalNumber(v, "seed"),
        run: optionalNumber(v, "run"),
      };
      const { id: runId } = await createMachineRun({
        actor: await cliActor(v.as as string | undefined),
        projectId: id(v, "project", "project"),
        input,
      });
      process.stdout.write(`created run ${runId}\n`);
    },
  },
  "run outputs": {
    usage:
      "run outputs --run ID FILE.jsonl [--as EMAIL]   (lines {external_id, annotation} or {external_id, failure, raw?})",
    options: { run: { type: "string" }, as: { type: "string" } },
    positionals: true,
    run: async (v, files) => {
      if (files.length !== 1) throw new AppError("bad_request", "Give exactly one file.");
      const open = () => createReadStream(files[0]) as AsyncIterable<Uint8Array>;
      const result = await recordRunOutputs({
        actor: await cliActor(v.as as string | undefined),
        runId: id(v, "run", "run"),
        open,
      });
      process.stdout.write(
        `recorded ${result.recorded} labels, ${result.failures} failures (${result.lines} lines)\n`,
      );
    },
  },
};
