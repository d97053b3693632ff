"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { formCommaList, formNumber } from "@/lib/actions/form-values";
import { formAction } from "@/lib/actions/form-action";
import { createProject } from "@/lib/projects/create-project";

// Shape only: createProject checks the values against createProjectSchema (one set of rules).
// Blank numbers are missing, so the settings' defaults apply (sampling off, no quota, no checks).
const newProjectForm = z.object({
  name: z.string(),
  kind: z.string(),
  overlap: formNumber,
  leaseMinutes: formNumber,
  reviseMinutes: formNumber,
  instructions: z.string().default(""),
  humanFraction: formNumber,
  overlapFraction: formNumber,
  overlapStrata: formCommaList,
  validationFraction: formNumber,
  order: z.string().optional(),
  quota: formNumber,
  checkRate: formNumber,
  checkMin: formNumber,
  checkPass: formNumber,
});

export const createProjectAction = formAction(
  newProjectForm,
  async ({ name, kind, instructions, ...settings }, user) => {
    const { id } = await createProject({
      actor: user,
      input: { name, kind, instructions, settings },
    });
    redirect(`/projects/${id}`);
  },
  // The form's fields are flat; the data layer reports settings as "settings.overlap".
  {
    fieldAlias: (path) =>
      path.replace(/^settings\./, "").replace(/^overlapStrata\.\d+$/, "overlapStrata"),
  },
);
