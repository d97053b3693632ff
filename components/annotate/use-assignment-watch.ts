"use client";

import { useEffect, useRef } from "react";
import type { AssignmentStateAction } from "@/lib/actions/annotate-action-types";

export type ClosedAssignment = {
  status: "submitted" | "released" | "skipped";
  /** The caller's own submitted annotation (null unless submitted). */
  annotation: unknown;
  /** Found when the page (re)appeared (Back, a cached page): this tab's own earlier work, not another tab's. */
  isOnShow: boolean;
};

export const channelName = (assignmentId: number) => `accord.assignment.${assignmentId}`;

/**
 * Keeps a tab's annotation screen honest about its assignment: asks the server whether it is
 * still open when the page is shown (a Back or the bfcache brings a cached, once-live page),
 * when the tab gets focus or becomes visible, and when another tab of this browser says it
 * closed the assignment (`announce`, over a BroadcastChannel per assignment). Reports a closed
 * assignment once. Checks wait while this tab is busy with its own submit, skip or release.
 */
export function useAssignmentWatch(opts: {
  assignmentId: number;
  check: AssignmentStateAction;
  isIdle: () => boolean;
  onClosed: (closed: ClosedAssignment) => void;
}): {
  announce: () => void;
} {
  const { assignmentId } = opts;
  const callbacks = useRef(opts);
  useEffect(() => {
    callbacks.current = opts;
  });
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    let isDone = false;
    const check = async (isOnShow: boolean) => {
      if (isDone || !callbacks.current.isIdle()) return;
      const res = await callbacks.current.check(assignmentId).catch(() => null);
      if (isDone || !res?.ok || res.status === "active" || !callbacks.current.isIdle()) return;
      isDone = true;
      callbacks.current.onClosed({
        status: res.status,
        annotation: res.annotation ?? null,
        isOnShow,
      });
    };
    const ch =
      typeof BroadcastChannel === "undefined"
        ? null
        : new BroadcastChannel(channelName(assignmentId));
    channel.current = ch;
    const onMessage = () => void check(false);
    const onVisible = () => {
      if (document.visibilityState === "visible") void check(false);
    };
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) void check(true);
    };
    ch?.addEventListener("message", onMessage);
    window.addEventListener("focus", onVisible);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("pageshow", onPageShow);
    void check(true); // a mount may be from the router's cache (Back after a submit)
    return () => {
      isDone = true;
      ch?.close();
      channel.current = null;
      window.removeEventListener("focus", onVisible);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [assignmentId]);

  return { announce: () => channel.current?.postMessage({ type: "closed" }) };
}
