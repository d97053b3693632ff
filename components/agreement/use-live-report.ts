"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { AgreementReport } from "@/lib/agreement/agreement-report-types";

/** Why the last refresh failed; the page words it, except the server's own message (English, as the API gives it). */
export type LiveError =
  | { kind: "signedOut" }
  | { kind: "unreachable" }
  | { kind: "server"; status: number; message: string | null };

export interface LiveReport {
  report: AgreementReport;
  /** When the server last confirmed the report (a 200 or a 304); null until mounted. */
  checkedAt: Date | null;
  isHidden: boolean;
  isRefreshing: boolean;
  error: LiveError | null;
  /** Never rejects: a failed refresh is reported in `error`. */
  refresh: () => Promise<void>;
}

/**
 * Keeps the agreement report live: polls the JSON API every `intervalMs` with If-None-Match, so
 * an unchanged report costs the server one small query (304) and nothing is re-rendered. Paused
 * while the tab is hidden; refreshes at once when it becomes visible again.
 */
export function useLiveReport(opts: {
  url: string;
  initial: AgreementReport;
  initialEtag: string | null;
  intervalMs?: number;
}): LiveReport {
  const { url, intervalMs = 5000 } = opts;
  const [report, setReport] = useState(opts.initial);
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const [isHidden, setIsHidden] = useState(false);
  const [isRefreshing, setIsRefreshing] = useState(false);
  const [error, setError] = useState<LiveError | null>(null);
  const etag = useRef(opts.initialEtag);
  const inFlight = useRef(false);

  const refresh = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsRefreshing(true);
    try {
      // no-store: the browser's cache must not answer for the server; the 304 comes to us.
      const res = await fetch(url, {
        cache: "no-store",
        headers: etag.current ? { "If-None-Match": etag.current } : {},
      });
      if (res.status === 304) {
        setError(null);
      } else if (res.ok) {
        setReport((await res.json()) as AgreementReport);
        etag.current = res.headers.get("etag");
        setError(null);
      } else {
        const body = (await res.json().catch(() => null)) as {
          error?: { message?: string };
        } | null;
        setError(
          res.status === 401
            ? { kind: "signedOut" }
            : { kind: "server", status: res.status, message: body?.error?.message ?? null },
        );
        return;
      }
      setCheckedAt(new Date());
    } catch {
      setError({ kind: "unreachable" });
    } finally {
      inFlight.current = false;
      setIsRefreshing(false);
    }
  }, [url]);

  useEffect(() => {
    // The server rendered the report just now; the time is set here so it is in the viewer's zone.
    setCheckedAt(new Date());
    setIsHidden(document.hidden);
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      if (!document.hidden) void refresh();
      timer = setTimeout(tick, intervalMs);
    };
    timer = setTimeout(tick, intervalMs);
    const onVisibility = () => {
      setIsHidden(document.hidden);
      if (!document.hidden) void refresh();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [refresh, intervalMs]);

  return { report, checkedAt, isHidden, isRefreshing, error, refresh };
}
