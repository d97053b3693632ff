import "server-only";
// next-intl's per-request configuration (wired in next.config.ts): which language a page renders
// in and its catalogue. No locale in the URL: links, bookmarks and the API stay the same for all.
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { getSignedInSession } from "@/lib/auth/get-signed-in-session";
import { isLocale, localeFromAcceptLanguage, type Locale } from "./locales";
import { loadMessages } from "./messages";
import { localeCookie } from "./locale-cookie";

/** The user's stored choice, else this browser's (the sign-in page's picker), else Accept-Language. */
async function requestLocale(): Promise<Locale> {
  const stored = (await getSignedInSession())?.locale;
  if (isLocale(stored)) return stored;
  const picked = (await cookies()).get(localeCookie)?.value;
  if (isLocale(picked)) return picked;
  return localeFromAcceptLanguage((await headers()).get("accept-language"));
}

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
