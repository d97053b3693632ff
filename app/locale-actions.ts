"use server";

import { cookies } from "next/headers";
import { z } from "zod";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { db } from "@/lib/db";
import { localeCookie } from "@/lib/i18n/locale-cookie";
import { locales } from "@/lib/i18n/locales";

const input = z.enum(locales);

/**
 * The language picker: stored on the signed-in user (it follows them to any browser) and kept in
 * this browser's cookie (the sign-in page has no user). Returns false for a value not offered.
 */
export async function chooseLocale(value: unknown): Promise<boolean> {
  const parsed = input.safeParse(value);
  if (!parsed.success) return false;
  const user = await getSessionUser();
  if (user) await db.user.update({ where: { id: user.id }, data: { locale: parsed.data } });
  (await cookies()).set(localeCookie, parsed.data, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    maxAge: 60 * 60 * 24 * 365,
  });
  return true;
}
