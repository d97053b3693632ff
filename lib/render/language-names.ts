// Names of the language codes shown on items, in the reader's UI language: a fixed English table
// (stable text for English readers and tests), otherwise the platform's Intl.DisplayNames.

const names: Record<string, string> = {
  en: "English",
  zh: "Chinese",
  ru: "Russian",
  nl: "Dutch",
  el: "Greek",
  pl: "Polish",
  de: "German",
  fr: "French",
  es: "Spanish",
  ja: "Japanese",
  ko: "Korean",
  pt: "Portuguese",
  it: "Italian",
  uk: "Ukrainian",
  cs: "Czech",
  sk: "Slovak",
  sv: "Swedish",
  da: "Danish",
  no: "Norwegian",
  nb: "Norwegian Bokmål",
  fi: "Finnish",
  hu: "Hungarian",
  ro: "Romanian",
  bg: "Bulgarian",
  sr: "Serbian",
  hr: "Croatian",
  sl: "Slovenian",
  tr: "Turkish",
  ar: "Arabic",
  he: "Hebrew",
  fa: "Persian",
  hi: "Hindi",
  bn: "Bengali",
  vi: "Vietnamese",
  th: "Thai",
  id: "Indonesian",
  ms: "Malay",
  lt: "Lithuanian",
  lv: "Latvian",
  et: "Estonian",
  ca: "Catalan",
};

const displayNames = new Map<string, Intl.DisplayNames | null>();

function intlName(code: string, locale: string): string | null {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(
        locale,
        new Intl.DisplayNames([locale], { type: "language", fallback: "none" }),
      );
    } catch {
      displayNames.set(locale, null);
    }
  }
  try {
    return displayNames.get(locale)?.of(code) ?? null;
  } catch {
    return null; // not a well-formed language tag
  }
}

/** Normalized code ("ZH" → "zh", "pt-BR" → "pt-br"), or null for blank input. */
export function normalizeLanguageCode(code: string | null | undefined): string | null {
  const trimmed = (code ?? "").trim().toLowerCase().replace(/_/g, "-");
  return trimmed === "" ? null : trimmed;
}

/** The name of a language code in `locale` (English by default); the code itself when unknown. */
export function languageName(code: string, locale = "en"): string {
  const normalized = normalizeLanguageCode(code);
  if (!normalized) return code;
  if (locale !== "en") {
    const name = intlName(normalized, locale);
    if (name) return name;
  }
  const base = normalized.split("-")[0];
  if (Object.hasOwn(names, normalized)) return names[normalized];
  if (Object.hasOwn(names, base)) return names[base];
  return intlName(normalized, "en") ?? normalized;
}
