import { useLocale } from "next-intl";
import { formatInterval, formatShare, formatStat, localDecimals } from "./format";

/** The display formats of format.ts in the viewer's language (decimal comma in el, nl, pl, ru). */
export function useStatFormat() {
  const locale = useLocale();
  return {
    stat: (value: number | null | undefined, digits = 2) => formatStat(value, digits, locale),
    share: (value: number | null | undefined) => formatShare(value, locale),
    interval: (ci: readonly [number, number] | null | undefined, digits = 2) =>
      formatInterval(ci, digits, locale),
    /** A toFixed text (e.g. lib/leaderboard/figure-text's percentages) with the locale's decimals. */
    decimals: (text: string) => localDecimals(text, locale),
    count: (n: number) => n.toLocaleString(locale),
  };
}
