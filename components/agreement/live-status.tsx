"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import type { LiveReport } from "./use-live-report";

const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(t.tagName));

/** "updated 14:03:07 · live", paused while the tab is hidden, and a refresh button (shortcut R). */
export function LiveStatus({
  live,
}: {
  live: Pick<LiveReport, "checkedAt" | "isHidden" | "isRefreshing" | "error" | "refresh">;
}) {
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
  const time = live.checkedAt ? live.checkedAt.toLocaleTimeString("en-GB", { hour12: false }) : "…";
  const mode = live.error ? "offline" : live.isHidden ? "paused while hidden" : "live";
  const dot = live.error
    ? "bg-red-500"
    : live.isHidden
      ? "bg-slate-400"
      : "bg-emerald-500 animate-pulse";
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
      <span
        data-testid="live-status"
        className="inline-flex items-center gap-2"
        title="Checks for new annotations every 5 seconds while this tab is visible"
      >
        <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full ${dot}`} />
        updated{" "}
        <time className="tabular-nums" dateTime={live.checkedAt?.toISOString()}>
          {time}
        </time>{" "}
        · {mode}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void refresh()}
        disabled={live.isRefreshing}
        aria-keyshortcuts="R"
      >
        {live.isRefreshing ? "Refreshing…" : "Refresh"}{" "}
        <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-xs text-slate-500">
          R
        </kbd>
      </Button>
      {live.error ? (
        <span role="alert" data-testid="live-error" className="text-red-700">
          {live.error}
        </span>
      ) : null}
    </div>
  );
}
