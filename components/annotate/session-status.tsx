"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDuration } from "./use-active-timer";
import type { SaveStatus } from "./use-draft";

const WARN_MS = 5 * 60_000;

function autosaveText(status: SaveStatus, restoredFrom: "server" | "browser" | null): string {
  switch (status.state) {
    case "idle":
      return restoredFrom === "browser"
        ? "Draft restored from this browser"
        : restoredFrom === "server"
          ? "Draft restored"
          : "Autosave on";
    case "pending":
      return "Unsaved changes…";
    case "saving":
      return "Saving draft…";
    case "saved":
      return "Draft saved";
    case "local":
      return `Kept in this browser only (${status.message})`;
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
  const tone =
    status.state === "local" || status.state === "stopped" ? "text-amber-800" : "text-slate-600";
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="autosave-status"
      className={`text-xs ${tone}`}
    >
      {autosaveText(status, restoredFrom)}
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
          Time on this item:{" "}
          <span
            className="font-mono font-semibold tabular-nums"
            aria-label={`${formatDuration(props.activeMs)} active`}
          >
            {formatDuration(props.activeMs)}
          </span>
          {props.isPaused ? (
            <span className="ml-1 text-xs text-slate-500">(paused while the tab is hidden)</span>
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
            ? "Claim active"
            : isExpired
              ? "Claim expired"
              : `Claim expires in ${formatDuration(left)}`}
        </span>
        <AutosaveStatus status={props.saveStatus} restoredFrom={props.restoredFrom} />
      </div>
      {isWarning ? (
        <p
          role="status"
          data-testid="lease-warning"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          Your claim on this item expires in {formatDuration(left ?? 0)}. Each autosave renews it;
          submit soon.
        </p>
      ) : null}
      {isExpired ? (
        <div
          role="alert"
          data-testid="lease-expired"
          className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>
            Your claim expired; your draft is kept. You can still submit while nobody else has taken
            your place, or claim the item again.
          </span>
          <Button size="sm" variant="secondary" onClick={props.onReclaim} disabled={props.isBusy}>
            Claim again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
