"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import type { PrefetchAction } from "@/lib/actions/annotate-action-types";

/** After the screen loaded, before the claim one ahead is asked for (the screen's own requests go first). */
const PREFETCH_DELAY_MS = 400;
/** No key, click or tab switch for this long: the claim ahead is given back (and fetched again on the next one). */
const PREFETCH_IDLE_MS = 3 * 60_000;

export type Ahead = { assignmentId: number; url: string };

/** `localStorage["accord.prefetch"] = "off"` turns prefetch off in this browser (bench/annotate.ts compares both). */
function isTurnedOff(): boolean {
  try {
    return window.localStorage.getItem("accord.prefetch") === "off";
  } catch {
    return false;
  }
}

const releaseUrl = (assignmentId: number) => `/api/v1/assignments/${assignmentId}/release`;

/** Gives a claim back: by beacon while the page goes away, else by fetch (it outlives the page too). */
function releaseClaim(assignmentId: number, how: "beacon" | "fetch") {
  if (how === "beacon" && navigator.sendBeacon?.(releaseUrl(assignmentId))) return;
  void fetch(releaseUrl(assignmentId), {
    method: "POST",
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => undefined);
}

/**
 * Prefetch (decision 050): while the annotator works on the item on screen, claims the next one
 * (at most one ahead: accord_claim_item's p_ahead_of) and has the router load its page, so that a
 * submit can show it at once (`take`). The claim ahead holds a slot like any claim, so it is
 * given back when the tab goes away (pagehide: a beacon to the release route, which sends
 * Accord's Origin and the session cookie), when the screen is left for another page (a link:
 * the lease held it 30 minutes, issue #40) and after PREFETCH_IDLE_MS without activity.
 */
export function usePrefetch(opts: {
  projectId: number;
  assignmentId: number;
  prefetch?: PrefetchAction;
  isEnabled: boolean;
}) {
  const router = useRouter();
  const ahead = useRef<Ahead | null>(null);
  const isTaken = useRef(false);
  /** The screen moves on to the next item by claiming it: that claim returns the one ahead. */
  const isKept = useRef(false);
  const { projectId, assignmentId, prefetch, isEnabled } = opts;

  // Unmounted (the refs, not their values: read at unmount): left for another page.
  useEffect(() => {
    const [held, taken, kept] = [ahead, isTaken, isKept];
    return () => {
      const a = held.current;
      if (!a || taken.current || kept.current) return;
      held.current = null;
      releaseClaim(a.assignmentId, "fetch");
    };
  }, []);

  useEffect(() => {
    if (!prefetch || !isEnabled || isTurnedOff()) return;
    let isGone = false;
    let isAsking = false;
    let isIdle = false;
    let idleTimer: number | undefined;

    const fetchAhead = async () => {
      if (ahead.current || isAsking || isTaken.current) return;
      isAsking = true;
      const res = await prefetch(projectId, assignmentId).catch(() => null);
      isAsking = false;
      if (isGone || isTaken.current || !res?.ok || !res.ahead) return;
      ahead.current = res.ahead;
      // The page with its data (a full prefetch): the navigation on submit needs no round trip.
      router.prefetch(res.ahead.url, { kind: "full" as never });
    };
    const giveBack = (how: "beacon" | "fetch") => {
      const a = ahead.current;
      if (!a || isTaken.current) return;
      ahead.current = null;
      releaseClaim(a.assignmentId, how);
    };
    const onActivity = () => {
      window.clearTimeout(idleTimer);
      idleTimer = window.setTimeout(() => {
        isIdle = true;
        giveBack("fetch");
      }, PREFETCH_IDLE_MS);
      if (isIdle) {
        isIdle = false;
        void fetchAhead();
      }
    };
    const onVisibility = () => document.visibilityState === "visible" && onActivity();
    const onPageHide = () => giveBack("beacon");
    // Back from the back/forward cache: the claim ahead was given back on pagehide.
    const onPageShow = (e: PageTransitionEvent) => e.persisted && void fetchAhead();

    const start = window.setTimeout(() => void fetchAhead(), PREFETCH_DELAY_MS);
    onActivity();
    window.addEventListener("keydown", onActivity, true);
    window.addEventListener("pointerdown", onActivity, true);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      isGone = true;
      window.clearTimeout(start);
      window.clearTimeout(idleTimer);
      window.removeEventListener("keydown", onActivity, true);
      window.removeEventListener("pointerdown", onActivity, true);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      // A phase change (submitting, skipping) keeps the claim ahead: the next claim returns it.
    };
  }, [projectId, assignmentId, prefetch, isEnabled, router]);

  return {
    /** The screen claims its next item itself (after a skip or a foreground submit): keep the claim ahead. */
    keep: () => {
      isKept.current = true;
    },
    /** The prefetched next item, once: the submit shows it at once. Null when none is ready. */
    take: (): Ahead | null => {
      const a = ahead.current;
      if (!a) return null;
      isTaken.current = true;
      ahead.current = null;
      return a;
    },
  };
}
