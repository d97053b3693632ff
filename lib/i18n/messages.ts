import type { Locale } from "./locales";
import en from "./messages/en.json";

export type Messages = typeof en;

/** One catalogue per language; English is the reference every other one must match key for key. */
const catalogues: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  zh: async () => (await import("./messages/zh.json")).default,
  ru: async () => (await import("./messages/ru.json")).default,
  el: async () => (await import("./messages/el.json")).default,
  nl: async () => (await import("./messages/nl.json")).default,
  pl: async () => (await import("./messages/pl.json")).default,
};

export const loadMessages = (locale: Locale): Promise<Messages> => catalogues[locale]();
