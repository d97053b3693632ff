"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Active time on the item in ms: counts while the tab is visible, pauses while it is hidden
 * (another tab, minimised window). Starts from `initialMs` (restored from the draft).
 */
export function useActiveTimer(initialMs: number, isRunning: boolean) {
  const acc = useRef(initialMs);
  const since = useRef<number | null>(null);
  const [ms, setMs] = useState(initialMs);
  const [isPaused, setIsPaused] = useState(false);

  const read = useCallback(
    () => acc.current + (since.current === null ? 0 : performance.now() - since.current),
    [],
  );

  useEffect(() => {
    if (!isRunning) return;
    const pause = () => {
      if (since.current !== null) acc.current += performance.now() - since.current;
      since.current = null;
      setIsPaused(true);
      setMs(acc.current);
    };
    const resume = () => {
      if (since.current === null) since.current = performance.now();
      setIsPaused(false);
    };
    const onVisibility = () => (document.visibilityState === "hidden" ? pause() : resume());
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    const tick = window.setInterval(() => setMs(read()), 1000);
    return () => {
      pause();
      document.removeEventListener("visibilitychange", onVisibility);
      window.clearInterval(tick);
    };
  }, [isRunning, read]);

  /** Restored drafts carry the time spent before a reload. */
  const restore = useCallback(
    (restoredMs: number) => {
      acc.current = Math.max(acc.current, restoredMs);
      setMs(read());
    },
    [read],
  );

  return { ms, isPaused, read, restore };
}

/** 75_000 → "1:15", 3_723_000 → "1:02:03". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
