import type { ScaleValue } from "@/lib/agreement/agreement-report-types";

/**
 * Decimals written with "." (toFixed) in the locale's way: "0.61" is "0,61" in Greek, Dutch,
 * Polish and Russian. English keeps toFixed's text exactly (CSV and LaTeX never come here).
 */
export function localDecimals(text: string, locale = "en"): string {
  if (locale === "en") return text;
  const parts = new Intl.NumberFormat(locale).formatToParts(0.5);
  const separator = parts.find((p) => p.type === "decimal")?.value ?? ".";
  return text.replaceAll(".", separator);
}

/** Agreement numbers for display: fixed decimals, a real minus sign, "—" for a missing value. */
export function formatStat(value: number | null | undefined, digits = 2, locale = "en"): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const fixed = Math.abs(value).toFixed(digits);
  // -0.001 rounds to "0.00": no sign on a zero.
  return localDecimals(value < 0 && Number(fixed) !== 0 ? `\u2212${fixed}` : fixed, locale);
}

/** A share as a percentage with one decimal ("12.5 %"). */
export function formatShare(value: number | null | undefined, locale = "en"): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return `${localDecimals((value * 100).toFixed(1), locale)} %`;
}

/** Field names as written in the JSON ("answer_label") read as words ("Answer label"). */
export function fieldLabel(name: string): string {
  const words = name.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A scale value (a label, a boolean or a rating) as a short label. */
export function scaleLabel(value: ScaleValue): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return String(value);
  return value.replaceAll("_", " ");
}

/** A 95 % interval as "0.61–0.72" (en dash, real minus signs); "—" when there is none. */
export function formatInterval(
  ci: readonly [number, number] | null | undefined,
  digits = 2,
  locale = "en",
): string {
  if (ci === null || ci === undefined) return "—";
  return `${formatStat(ci[0], digits, locale)}–${formatStat(ci[1], digits, locale)}`;
}
