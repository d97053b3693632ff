// The UI's languages (SPEC §6). Item content, label values and the API stay as they are; only the
// interface follows the user's choice.
import { match } from "@formatjs/intl-localematcher";
import Negotiator from "negotiator";

export const locales = ["en", "zh", "ru", "el", "nl", "pl"] as const;
export type Locale = (typeof locales)[number];
const defaultLocale: Locale = "en";

/** Each language named in itself, as a picker shows it. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  zh: "中文",
  ru: "Русский",
  el: "Ελληνικά",
  nl: "Nederlands",
  pl: "Polski",
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as readonly string[]).includes(value);

/** The browser's best match among ours ("zh-CN" → zh, "el-GR;q=0.9" → el), else English. */
export function localeFromAcceptLanguage(header: string | null): Locale {
  if (!header) return defaultLocale;
  const requested = new Negotiator({ headers: { "accept-language": header } }).languages();
  try {
    const found = match(requested, [...locales], defaultLocale);
    return isLocale(found) ? found : defaultLocale;
  } catch {
    return defaultLocale; // a malformed tag in the header: Intl refuses it
  }
}
