"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { formNumber } from "@/lib/actions/form-values";
import { formAction } from "@/lib/actions/form-action";
import { createProject } from "@/lib/projects/create-project";

// Shape only: createProject checks the values against createProjectSchema (one set of rules).
const newProjectForm = z.object({
  name: z.string(),
  kind: z.string(),
  overlap: formNumber,
  leaseMinutes: formNumber,
  instructions: z.string().default(""),
});

export const createProjectAction = formAction(
  newProjectForm,
  async ({ name, kind, overlap, leaseMinutes, instructions }, user) => {
    const { id } = await createProject({ actor: user, input: { name, kind, instructions, settings: { overlap, leaseMinutes } } });
    redirect(`/projects/${id}`);
  },
  // The form's fields are flat; the data layer reports settings as "settings.overlap".
  { fieldAlias: (path) => path.replace(/^settings\./, "") },
);
