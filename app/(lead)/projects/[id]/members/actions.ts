"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { formAction } from "@/lib/actions/form-action";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { memberLanguagesFromText } from "@/lib/projects/member-languages";
import { updateProjectMember } from "@/lib/projects/update-project-member";
import { AppError, isAppError } from "@/lib/errors";
import { rowIdField } from "@/lib/validation/row-id";

// Shape only; addProjectMember checks the values against addMemberSchema.
const addMemberForm = z.object({ projectId: rowIdField, email: z.string(), role: z.string() });

export const addMemberAction = formAction(
  addMemberForm,
  async ({ projectId, email, role }, user) => {
    try {
      const member = await addProjectMember({ actor: user, projectId, input: { email, role } });
      refresh();
      return {
        ok: true,
        message: `${member.name} (${member.email}) is in the project as ${member.role}.`,
      };
    } catch (e) {
      // The data layer's field text is terse ("no such user"); its message names the e-mail.
      const fields = isAppError(e)
        ? (e.details?.fields as Record<string, string[]> | undefined)
        : undefined;
      if (isAppError(e) && fields?.email?.includes("no such user"))
        throw new AppError(e.code, e.message, { fields: { email: [e.message] } });
      throw e;
    }
  },
);

// One form per change (role or active); updateProjectMember checks the values against updateMemberSchema.
const updateMemberForm = z.object({
  projectId: rowIdField,
  userId: rowIdField,
  role: z.string().optional(),
  active: z.enum(["true", "false"]).optional(),
});

export const updateMemberAction = formAction(
  updateMemberForm,
  async ({ projectId, userId, role, active }, user) => {
    const member = await updateProjectMember({
      actor: user,
      projectId,
      userId,
      input: { role, ...(active ? { active: active === "true" } : {}) },
    });
    refresh();
    return {
      ok: true,
      message: `${member.name} is ${member.isActive ? member.role : "deactivated"}.`,
    };
  },
);

// The languages as typed ("el, en"); updateProjectMember checks the codes (memberLanguagesSchema).
const memberLanguagesForm = z.object({
  projectId: rowIdField,
  userId: rowIdField,
  languages: z.string().default(""),
});

export const updateMemberLanguagesAction = formAction(
  memberLanguagesForm,
  async ({ projectId, userId, languages }, user) => {
    const member = await updateProjectMember({
      actor: user,
      projectId,
      userId,
      input: { languages: memberLanguagesFromText(languages) },
    });
    refresh();
    return {
      ok: true,
      message: member.languages.length
        ? `${member.name} gets items in ${member.languages.join(", ")}.`
        : `${member.name} gets items in any language.`,
    };
  },
  { fieldAlias: (path) => path.replace(/^languages\.\d+$/, "languages") },
);
