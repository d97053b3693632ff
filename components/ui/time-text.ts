// The texts LocalTime shows: a moment in a given time zone (the viewer's by default) and in UTC.
/** `minute`: date and time; `second`: with seconds; `time`: the time of day only. */
export type TimeStyle = "minute" | "second" | "time";

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-12-02 01:52 UTC" (with seconds for `second`). */
export function utcTimeText(iso: string, style: TimeStyle = "minute"): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const s = d.toISOString();
  const time = `${s.slice(11, style === "second" ? 19 : 16)} UTC`;
  return style === "time" ? time : `${s.slice(0, 10)} ${time}`;
}

// Other languages name the zone by its offset: Greek's "short" name is a long phrase.
const fields = (
  style: TimeStyle,
  timeZone: string | undefined,
  zoneName: "short" | "shortOffset" = "short",
): Intl.DateTimeFormatOptions => ({
  timeZone,
  ...(style === "time" ? {} : { year: "numeric", month: "2-digit", day: "2-digit" }),
  hour: "2-digit",
  minute: "2-digit",
  ...(style === "second" ? { second: "2-digit" as const } : {}),
  hourCycle: "h23",
  timeZoneName: zoneName,
});

/**
 * "2026-12-02 02:52 GMT+1" in `timeZone` (default: the runtime's own). English keeps this
 * ISO-like order; another `locale` gets its own ("02.12.2026, 02:52 GMT+1" in Russian).
 */
export function localTimeText(
  iso: string,
  style: TimeStyle = "minute",
  timeZone?: string,
  locale = "en",
): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  if (locale !== "en")
    return new Intl.DateTimeFormat(locale, fields(style, timeZone, "shortOffset")).format(d);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", fields(style, timeZone))
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const time = `${pad(Number(parts.hour))}:${parts.minute}${style === "second" ? `:${parts.second}` : ""}`;
  return style === "time"
    ? `${time} ${parts.timeZoneName}`
    : `${parts.year}-${parts.month}-${parts.day} ${time} ${parts.timeZoneName}`;
}
