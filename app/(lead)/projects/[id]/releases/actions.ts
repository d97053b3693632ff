"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { formAction } from "@/lib/actions/form-action";
import { createRelease } from "@/lib/releases/create-release";
import { rowIdField } from "@/lib/validation/row-id";

// Blank optional fields are "not given"; the rules stay in releaseBodySchema (field names as the API's).
const optional = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());
const newReleaseForm = z.object({
  projectId: rowIdField,
  version: z.string().default(""),
  title: z.string().default(""),
  notes: optional,
  license: z.string().default(""),
  citation: optional,
});

export const createReleaseAction = formAction(
  newReleaseForm,
  async ({ projectId, ...input }, user) => {
    const { id } = await createRelease({ actor: user, projectId, input });
    redirect(`/projects/${projectId}/releases/${id}`);
  },
);
