"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import type { LiveError, LiveReport } from "./use-live-report";

const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(t.tagName));

function LiveErrorText({ error }: { error: LiveError }) {
  const t = useTranslations("agreement.live");
  if (error.kind === "server") return error.message ?? t("errors.status", { status: error.status });
  return t(`errors.${error.kind}`);
}

/** "updated 14:03:07 · live", paused while the tab is hidden, and a refresh button (shortcut R). */
export function LiveStatus({
  live,
}: {
  live: Pick<LiveReport, "checkedAt" | "isHidden" | "isRefreshing" | "error" | "refresh">;
}) {
  const t = useTranslations("agreement.live");
  const locale = useLocale();
  const { refresh } = live;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== "r" || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target))
        return;
      e.preventDefault();
      void refresh();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [refresh]);
  // The viewer's own clock (not the request's UTC); English keeps its 24-hour en-GB form.
  const time = live.checkedAt
    ? live.checkedAt.toLocaleTimeString(locale === "en" ? "en-GB" : locale, { hour12: false })
    : "…";
  const mode = live.error ? "offline" : live.isHidden ? "hidden" : "live";
  const dot = live.error
    ? "bg-red-500"
    : live.isHidden
      ? "bg-slate-400"
      : "bg-emerald-500 animate-pulse";
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
      <span data-testid="live-status" className="inline-flex items-center gap-2" title={t("title")}>
        <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full ${dot}`} />
        {t.rich("updated", {
          time: () => (
            <time className="tabular-nums" dateTime={live.checkedAt?.toISOString()}>
              {time}
            </time>
          ),
          mode: t(`modes.${mode}`),
        })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void refresh()}
        disabled={live.isRefreshing}
        aria-keyshortcuts="R"
      >
        {live.isRefreshing ? t("refreshing") : t("refresh")}{" "}
        <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-xs text-slate-500">
          R
        </kbd>
      </Button>
      {live.error ? (
        <span role="alert" data-testid="live-error" className="text-red-700">
          <LiveErrorText error={live.error} />
        </span>
      ) : null}
    </div>
  );
}
