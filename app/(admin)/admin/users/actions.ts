"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { validatedActionWithUser } from "@/lib/actions/validated-action";
import { createUser } from "@/lib/users/create-user";

// Shape only; createUser validates the values with the shared createUserSchema.
const createUserForm = z.object({ email: z.string(), name: z.string(), role: z.string(), password: z.string() });

export const createUserAction = validatedActionWithUser(createUserForm, async (data, user) => {
  const created = await createUser({ actor: user, input: data });
  refresh();
  return { ok: true, message: `Created ${created.name} (${created.email}).` };
});
