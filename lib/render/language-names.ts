// English names for ISO 639-1 language codes shown on items.

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

let displayNames: Intl.DisplayNames | null | undefined;

function intlName(code: string): string | null {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
    } catch {
      displayNames = null;
    }
  }
  try {
    return displayNames?.of(code) ?? null;
  } catch {
    return null; // not a well-formed language tag
  }
}

/** Normalized code ("ZH" → "zh", "pt-BR" → "pt-br"), or null for blank input. */
export function normalizeLanguageCode(code: string | null | undefined): string | null {
  const trimmed = (code ?? "").trim().toLowerCase().replace(/_/g, "-");
  return trimmed === "" ? null : trimmed;
}

/** English name of a language code; the code itself when the name is unknown. */
export function languageName(code: string): string {
  const normalized = normalizeLanguageCode(code);
  if (!normalized) return code;
  const base = normalized.split("-")[0];
  if (Object.hasOwn(names, normalized)) return names[normalized];
  if (Object.hasOwn(names, base)) return names[base];
  return intlName(normalized) ?? normalized;
}
