"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { formAction } from "@/lib/actions/form-action";
import { formNumber } from "@/lib/actions/form-values";
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
    return { ok: true, message: `Run “${input.name}” created.`, runId: id };
  },
);
