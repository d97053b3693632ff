"use client";

// One way to show a moment everywhere: in the viewer's time zone and language, the UTC time on
// hover (and in `dateTime`). The server cannot know the viewer's zone, so the first render (server
// and hydration) says UTC and the browser switches to local time once mounted.
import { useLocale } from "next-intl";
import { useSyncExternalStore } from "react";
import { localTimeText, utcTimeText, type TimeStyle } from "./time-text";

const subscribe = () => () => {};

/** `iso` in the viewer's time zone with its UTC time as the tooltip; "—" for none. */
export function LocalTime({
  iso,
  style = "minute",
}: {
  iso: string | null | undefined;
  style?: TimeStyle;
}) {
  const locale = useLocale();
  const isClient = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!iso) return <span>—</span>;
  const utc = utcTimeText(iso, style);
  return (
    <time dateTime={iso} title={utc} data-testid="local-time">
      {isClient ? localTimeText(iso, style, undefined, locale) : utc}
    </time>
  );
}
