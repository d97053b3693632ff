"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { formAction } from "@/lib/actions/form-action";
import { createApiToken, revokeApiToken } from "@/lib/auth/api-tokens";
import { can } from "@/lib/auth/permissions";
import { AppError } from "@/lib/errors";

const createTokenForm = z.object({
  name: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
  ttlDays: z.enum(["", "30", "90", "365"]).default(""),
});

export const createTokenAction = formAction(createTokenForm, async (data, user) => {
  if (!can(user, "token.manage"))
    throw new AppError("forbidden", "Your role may not create API tokens.");
  const { token } = await createApiToken({
    userId: user.id,
    name: data.name,
    ttlDays: data.ttlDays ? Number(data.ttlDays) : undefined,
  });
  refresh();
  return { ok: true, message: `Token “${data.name}” created.`, token, name: data.name };
});

export const revokeTokenAction = formAction(
  z.object({ tokenId: z.string().min(1) }),
  async (data, user) => {
    if (!can(user, "token.manage"))
      throw new AppError("forbidden", "Your role may not revoke API tokens.");
    const revoked = await revokeApiToken({ actor: user, tokenId: data.tokenId });
    if (!revoked)
      throw new AppError("not_found", "That token does not exist or is already revoked.");
    refresh();
    return { ok: true, message: "Token revoked." };
  },
);
