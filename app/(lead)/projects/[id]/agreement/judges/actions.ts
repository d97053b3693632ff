"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { formAction } from "@/lib/actions/form-action";
import { formCommaList, formNumber } from "@/lib/actions/form-values";
import { createJudgeRun } from "@/lib/judges/create-judge-run";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";
import { rowIdField } from "@/lib/validation/row-id";

// A blank optional field is "not given" (the API's null); the rules stay in machineRunBodySchema.
const formText = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() || undefined : v),
  z.string().optional(),
);
// Blank reaches the domain as "", whose message ("must not be empty") names the field.
const requiredText = z.string().trim().default("");

// Shape only, with the API's field names, so createMachineRun's field messages land on the inputs.
const createRunForm = z.object({
  projectId: rowIdField,
  name: requiredText,
  model: requiredText,
  version: formText,
  prompt_strategy: formText,
  prompt_language: formText,
  temperature: formNumber,
  seed: formNumber,
  run: formNumber,
});

export const createJudgeRunAction = formAction(
  createRunForm,
  async ({ projectId, ...input }, user) => {
    const { id } = await createMachineRun({ actor: user, projectId, input });
    refresh();
    // `name`: the form words the message in the viewer's language.
    return { ok: true, message: `Run “${input.name}” created.`, runId: id, name: input.name };
  },
);

// The form's flat names for the API's nested ones; the body's rules stay in judgeRunBodySchema.
const startRunForm = z.object({
  projectId: rowIdField,
  name: requiredText,
  base_url: requiredText,
  model: requiredText,
  api_key_env: formText,
  template: formText,
  system: formText,
  temperature: formNumber,
  seed: formNumber,
  max_tokens: formNumber,
  concurrency: formNumber,
  items_status: formCommaList,
  items_language: formCommaList,
  items_model: formCommaList,
  items_limit: formNumber,
});

type StartRunForm = Omit<z.output<typeof startRunForm>, "projectId">;

const nonEmpty = (list: string[]) => (list.length > 0 ? list : undefined);

/** POST /projects/{id}/judge-runs's body from the form: blank is "not given" (the API's default). */
const judgeRunBody = (f: StartRunForm) => ({
  name: f.name,
  endpoint: { base_url: f.base_url, model: f.model, api_key_env: f.api_key_env ?? null },
  prompt: { template: f.template ?? null, system: f.system ?? null },
  temperature: f.temperature ?? null,
  seed: f.seed ?? null,
  max_tokens: f.max_tokens ?? null,
  concurrency: f.concurrency,
  items: {
    status: nonEmpty(f.items_status),
    language: nonEmpty(f.items_language),
    model: nonEmpty(f.items_model),
    limit: f.items_limit,
  },
});

/** "endpoint.base_url" → "base_url", "items.status.1" → "items_status": the API's paths on the form's fields. */
const judgeRunField = (path: string): string => {
  const [head, field = head] = path.split(".");
  return head === "items" ? `items_${field}` : field;
};

export const startJudgeRunAction = formAction(
  startRunForm,
  async ({ projectId, ...form }, user) => {
    const { id } = await createJudgeRun({ actor: user, projectId, input: judgeRunBody(form) });
    refresh();
    return { ok: true, message: `Run “${form.name}” started.`, runId: id, name: form.name };
  },
  { fieldAlias: judgeRunField },
);
