"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDuration } from "./use-active-timer";
import type { SaveStatus } from "./use-draft";

const WARN_MS = 5 * 60_000;

/** The autosave state's words: its key in `annotate.autosave`, and the server's reason if any. */
function autosaveText(
  status: SaveStatus,
  restoredFrom: "server" | "browser" | null,
  t: ReturnType<typeof useTranslations<"annotate.autosave">>,
): string {
  switch (status.state) {
    case "idle":
      return restoredFrom === "browser"
        ? t("restoredBrowser")
        : restoredFrom === "server"
          ? t("restored")
          : t("on");
    case "pending":
      return t("pending");
    case "saving":
      return t("saving");
    case "saved":
      return t("saved");
    case "local":
      return t("local", { reason: status.message ?? t("unreachable") });
    case "stopped":
      return status.message;
  }
}

/** "Draft saved", "Saving draft…", "Kept in this browser only (…)", announced politely. */
export function AutosaveStatus({
  status,
  restoredFrom,
}: {
  status: SaveStatus;
  restoredFrom: "server" | "browser" | null;
}) {
  const t = useTranslations("annotate.autosave");
  const tone =
    status.state === "local" || status.state === "stopped" ? "text-amber-800" : "text-slate-600";
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="autosave-status"
      className={`text-xs ${tone}`}
    >
      {autosaveText(status, restoredFrom, t)}
    </span>
  );
}

/** Time on the item, the claim's lease and the autosave state, in one row. */
export function SessionStatus(props: {
  activeMs: number;
  isPaused: boolean;
  leaseExpiresAt: string;
  /** Server clock minus client clock, in ms (leases are judged by the database clock). */
  clockOffsetMs: number;
  saveStatus: SaveStatus;
  restoredFrom: "server" | "browser" | null;
  onReclaim: () => void;
  isBusy: boolean;
}) {
  const t = useTranslations("annotate.session");
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now() + props.clockOffsetMs);
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [props.clockOffsetMs]);
  const left = now === null ? null : Date.parse(props.leaseExpiresAt) - now;
  const isExpired = left !== null && left <= 0;
  const isWarning = left !== null && !isExpired && left < WARN_MS;

  return (
    <div className="space-y-2" data-testid="session-status">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700">
        <span data-testid="item-timer">
          {t("time")}{" "}
          <span
            className="font-mono font-semibold tabular-nums"
            aria-label={t("active", { duration: formatDuration(props.activeMs) })}
          >
            {formatDuration(props.activeMs)}
          </span>
          {props.isPaused ? (
            <span className="ml-1 text-xs text-slate-500">{t("paused")}</span>
          ) : null}
        </span>
        <span
          data-testid="lease-status"
          className={
            isExpired
              ? "font-semibold text-red-700"
              : isWarning
                ? "font-semibold text-amber-800"
                : ""
          }
        >
          {left === null
            ? t("claimActive")
            : isExpired
              ? t("claimExpired")
              : t("claimExpiresIn", { duration: formatDuration(left) })}
        </span>
        <AutosaveStatus status={props.saveStatus} restoredFrom={props.restoredFrom} />
      </div>
      {isWarning ? (
        <p
          role="status"
          data-testid="lease-warning"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t("warning", { duration: formatDuration(left ?? 0) })}
        </p>
      ) : null}
      {isExpired ? (
        <div
          role="alert"
          data-testid="lease-expired"
          className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>{t("expired")}</span>
          <Button size="sm" variant="secondary" onClick={props.onReclaim} disabled={props.isBusy}>
            {t("claimAgain")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
