"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import {
  formCheckbox,
  formCommaList,
  formNumber,
  formRequiredNumber,
} from "@/lib/actions/form-values";
import { actionFailure, formAction } from "@/lib/actions/form-action";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { kindSettingsForm } from "@/lib/items/kind-settings";
import { kindModule } from "@/lib/items/kinds";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import type { OverlapChange } from "@/lib/projects/apply-overlap-change";
import { updateProject } from "@/lib/projects/update-project";
import { renderMarkdown } from "@/lib/render/render-markdown";
import { rowIdField } from "@/lib/validation/row-id";

// Form shape only; updateProject checks the values against projectSettingsSchema.
const settingsForm = z.object({
  projectId: rowIdField,
  name: z.string(),
  instructions: z.string().default(""),
  overlap: formRequiredNumber,
  leaseMinutes: formRequiredNumber,
  reviseMinutes: formRequiredNumber,
  adjudicators: z.string(),
  hideAnnotatorNames: formCheckbox,
  order: z.string().optional(),
  quota: formNumber,
  // Sampling: strata comma-separated; the validation share only on kinds with the round.
  humanFraction: formRequiredNumber,
  overlapFraction: formRequiredNumber,
  overlapStrata: formCommaList,
  validationFraction: formNumber,
  ...kindSettingsForm,
  // Check items: blank is null (off).
  checkRate: formNumber,
  checkMin: formNumber,
  checkPass: formNumber,
  // The qualification round (decision 080): blank is off.
  qualificationItems: formNumber,
  qualificationPass: formNumber,
});

export const updateSettingsAction = formAction(
  settingsForm,
  async (data, user, formData) => {
    const project = await loadProjectAccess({
      actor: user,
      projectId: data.projectId,
      action: "project.manage",
    });
    // Only the settings of this project's kind (its module's `settings.keys`) are on the form;
    // updateProject merges them into the stored ones, so the others keep their values.
    const settings: Record<string, unknown> = {
      overlap: data.overlap,
      leaseMinutes: data.leaseMinutes,
      reviseMinutes: data.reviseMinutes,
      adjudicators: data.adjudicators,
      hideAnnotatorNames: data.hideAnnotatorNames,
      ...(data.order === undefined ? {} : { order: data.order }),
      // A blank quota is no limit (a form without the field leaves it as it is).
      ...(formData.has("quota") ? { quota: data.quota ?? null } : {}),
      humanFraction: data.humanFraction,
      overlapFraction: data.overlapFraction,
      overlapStrata: data.overlapStrata,
      ...(data.validationFraction === undefined
        ? {}
        : { validationFraction: data.validationFraction }),
      // Check items
      checkRate: data.checkRate ?? null,
      checkMin: data.checkMin ?? null,
      checkPass: data.checkPass ?? null,
      qualificationItems: data.qualificationItems ?? null,
      qualificationPass: data.qualificationPass ?? null,
    };
    // A kind's setting the form left blank is required (a blank number would otherwise fall back to its default).
    const missing = kindModule(project.kind).settings.keys.filter((key) => data[key] === undefined);
    if (missing.length)
      return actionFailure({
        message: "Please correct the highlighted fields.",
        fields: Object.fromEntries(missing.map((key) => [key, ["is required"]])),
        formData,
      });
    for (const key of kindModule(project.kind).settings.keys) settings[key] = data[key];
    const { overlapChange } = await updateProject({
      actor: user,
      projectId: project.id,
      input: { name: data.name, instructions: data.instructions, settings },
    });
    refresh();
    return {
      ok: true,
      message: `Settings saved.${overlapChange ? ` ${overlapChangeMessage(overlapChange)}` : ""}`,
    };
  },
  {
    fieldAlias: (path) =>
      path
        .replace(/^settings\./, "")
        .replace(/^(taskCategories|overlapStrata|gradeLabels)\.\d+(\..+)?$/, "$1"),
  },
);

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What lowering the overlap did, for the lead. */
function overlapChangeMessage(c: OverlapChange): string {
  return `With the lower overlap, ${count(c.finalizedItems, "item that had enough annotations was", "items that had enough annotations were")} compared and finished, and ${count(c.releasedClaims, "claim beyond it was", "claims beyond it were")} released (drafts are kept).`;
}

/** Sanitized HTML for the instructions preview, rendered exactly as annotators will see it. */
export async function previewMarkdownAction(markdown: string): Promise<string> {
  if (!(await getSessionUser())) return "";
  return renderMarkdown(String(markdown).slice(0, 100_000));
}
