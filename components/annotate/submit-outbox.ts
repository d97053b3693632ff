"use client";

import { useSyncExternalStore } from "react";
import type { FieldErrorMap } from "./form-errors";
import { channelName } from "./use-assignment-watch";
import type { ApiErrorBody } from "@/components/ui/use-api-error-text";

// The outbox of submits sent in the background (decision 050): with an item prefetched, the
// screen moves on at once and the submit, already valid by the kind's own schema on the client,
// travels behind it. It lives in this module (it outlives the screen that queued it) and is sent
// with fetch to the API route, not as a server action: the router discards a pending action's
// result when a navigation starts. Nothing in it is dropped silently: a network or server failure is
// retried until it lands, a refusal (4xx) brings the annotator back to that item with the
// server's message, and closing the tab while anything is pending asks first. The item's draft
// stays in the browser (use-draft) until the server accepted the submit.

export type OutboxSubmit = {
  assignmentId: number;
  projectId: number;
  annotation: unknown;
  timeSpentMs: number;
  storageKey: string;
};
/** A submit the server refused: shown on that item's screen (useRefusedSubmit). */
export type RefusedSubmit = {
  assignmentId: number;
  code: string;
  /** The server's error, shown through useApiErrorText; null when it gave none. */
  error: ApiErrorBody | null;
  /** Shown when the server gave no message. */
  status: number;
  fields: FieldErrorMap;
};

type Handlers = { onAccepted: () => void; onRefused: (r: RefusedSubmit) => void };
type Pending = OutboxSubmit & { attempts: number; handlers: Handlers };

const pending: Pending[] = [];
const refused = new Map<number, RefusedSubmit>();
const listeners = new Set<() => void>();
let running = false;
/** Submits the server accepted so far (in this page's life) without leaving the page: the progress bars refetch on each. */
let landed = 0;
let snapshot = { pending: 0, retrying: false, landed: 0 };

function changed() {
  snapshot = { pending: pending.length, retrying: pending.some((p) => p.attempts > 1), landed };
  for (const l of listeners) l();
}

function warnOnClose(e: BeforeUnloadEvent) {
  if (!pending.length) return;
  e.preventDefault();
  e.returnValue = ""; // older browsers need it set to show the dialog
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One attempt: "accepted", "refused" (with the reason), or "retry" (network, 5xx, 408, 429). */
async function send(
  p: Pending,
): Promise<
  { outcome: "accepted" } | { outcome: "retry" } | { outcome: "refused"; refusal: RefusedSubmit }
> {
  const body = JSON.stringify({ annotation: p.annotation, time_spent_ms: p.timeSpentMs });
  let res: Response;
  try {
    // keepalive lets the request finish when the tab closes (bodies up to 64 kB).
    res = await fetch(`/api/v1/assignments/${p.assignmentId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      keepalive: body.length < 60_000,
      credentials: "same-origin",
    });
  } catch {
    return { outcome: "retry" };
  }
  if (res.ok) return { outcome: "accepted" };
  if (res.status >= 500 || res.status === 408 || res.status === 429) return { outcome: "retry" };
  const json = (await res.json().catch(() => null)) as {
    error?: ApiErrorBody & { code?: string; details?: { fields?: FieldErrorMap } };
  } | null;
  return {
    outcome: "refused",
    refusal: {
      assignmentId: p.assignmentId,
      code: json?.error?.code ?? "bad_request",
      error: json?.error ?? null,
      status: res.status,
      fields: json?.error?.details?.fields ?? {},
    },
  };
}

async function drain() {
  if (running) return;
  running = true;
  try {
    while (pending.length) {
      const p = pending[0];
      p.attempts += 1;
      changed();
      const r = await send(p);
      if (r.outcome === "retry") {
        await sleep(Math.min(8000, 250 * 2 ** Math.min(p.attempts, 5)));
        continue;
      }
      pending.shift();
      if (r.outcome === "accepted") {
        try {
          window.localStorage.removeItem(p.storageKey);
        } catch {
          // ignore
        }
        // Other tabs on the assignment learn that it closed (as after a submit in the foreground).
        if (typeof BroadcastChannel !== "undefined") {
          const ch = new BroadcastChannel(channelName(p.assignmentId));
          ch.postMessage({ type: "closed" });
          ch.close();
        }
        landed += 1;
        p.handlers.onAccepted();
      } else if (r.outcome === "refused") {
        refused.set(p.assignmentId, r.refusal);
        p.handlers.onRefused(r.refusal);
      }
      changed();
    }
  } finally {
    running = false;
    if (!pending.length) window.removeEventListener("beforeunload", warnOnClose);
  }
}

/** Queues a submit to be sent in the background, in order. */
export function enqueueSubmit(submit: OutboxSubmit, handlers: Handlers): void {
  refused.delete(submit.assignmentId);
  pending.push({ ...submit, attempts: 0, handlers });
  window.addEventListener("beforeunload", warnOnClose);
  changed();
  void drain();
}

/** A submit or skip that the server accepted while the screen stays (the next comment of a file group, decision 051): the bars refetch. */
export function noteLanded(): void {
  landed += 1;
  changed();
}

/** The refusal of this assignment's background submit, once (the screen shows it and it is gone). */
export function takeRefusedSubmit(assignmentId: number): RefusedSubmit | null {
  const r = refused.get(assignmentId) ?? null;
  refused.delete(assignmentId);
  return r;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const server = { pending: 0, retrying: false, landed: 0 };

/** How many background submits are still on their way, whether one needed a retry, and how many landed. */
export function useOutbox(): { pending: number; retrying: boolean; landed: number } {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => server,
  );
}
