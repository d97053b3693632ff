"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { formAction } from "@/lib/actions/form-action";
import { createUser } from "@/lib/users/create-user";
import { updateUser } from "@/lib/users/update-user";
import { rowIdField } from "@/lib/validation/row-id";

// Shape only; createUser validates the values with the shared createUserSchema.
const createUserForm = z.object({
  email: z.string(),
  name: z.string(),
  role: z.string(),
  password: z.string(),
});

export const createUserAction = formAction(createUserForm, async (data, user) => {
  const created = await createUser({ actor: user, input: data });
  refresh();
  return { ok: true, message: `Created ${created.name} (${created.email}).` };
});

// One form per change (role, password, active); updateUser validates the values with updateUserSchema.
const updateUserForm = z.object({
  userId: rowIdField,
  role: z.string().optional(),
  password: z.string().optional(),
  active: z.enum(["true", "false"]).optional(),
});

export const updateUserAction = formAction(
  updateUserForm,
  async ({ userId, active, ...rest }, user) => {
    const updated = await updateUser({
      actor: user,
      userId,
      input: { ...rest, ...(active ? { active: active === "true" } : {}) },
    });
    refresh();
    return { ok: true, message: `Saved ${updated.name} (${updated.email}).` };
  },
);
