"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** What autosave keeps: the form, active time and when it was saved (the browser copy, and by default the server's). */
type DraftEnvelope<F> = { v: 1; form: F; activeMs: number; savedAt: number };
type Envelope<F> = DraftEnvelope<F>;
type LocalCopy<F> = Envelope<F> & { isSynced: boolean };

/** A save's outcome, as the annotate and adjudicate draft actions return it. */
export type SaveDraftResult =
  { ok: true; leaseExpiresAt: string } | { ok: false; code: string; message: string };

/** How a draft travels to and from the server; the default sends the envelope as it is. */
export type DraftCodec = {
  toServer: (e: DraftEnvelope<unknown>) => unknown;
  fromServer: (raw: unknown) => DraftEnvelope<unknown> | null;
};

export type SaveStatus =
  | { state: "idle" }
  | { state: "pending" | "saving" }
  | { state: "saved"; at: number }
  /** `message`: the server's reason; null when it could not be reached. */
  | { state: "local"; message: string | null }
  | { state: "stopped"; message: string };

const DEBOUNCE_MS = 800;

function isEnvelope(raw: unknown): raw is Envelope<unknown> {
  return (
    typeof raw === "object" && raw !== null && (raw as { v?: unknown }).v === 1 && "form" in raw
  );
}

/** Active time stored with a server draft (0 without one). */
export function draftActiveMs(raw: unknown): number {
  return isEnvelope(raw) && typeof raw.activeMs === "number" && Number.isFinite(raw.activeMs)
    ? Math.max(0, raw.activeMs)
    : 0;
}

const envelopeCodec: DraftCodec = {
  toServer: (e) => e,
  fromServer: (raw) => (isEnvelope(raw) ? raw : null),
};

function readLocal(key: string): LocalCopy<unknown> | null {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(key) ?? "null");
    return isEnvelope(raw) ? (raw as LocalCopy<unknown>) : null;
  } catch {
    return null;
  }
}

function writeLocal(key: string, copy: LocalCopy<unknown>): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(copy));
  } catch {
    // Storage full or disabled: the server copy is all there is.
  }
}

/**
 * The form state of one claim (an assignment, an adjudication) with autosave: every change is
 * copied to localStorage (under `storageKey`) at once and sent to the server (debounced). On
 * load the server's draft wins, unless this browser holds a newer copy the server never
 * confirmed (a failed save). A draft the server kept after a late submit is the bare
 * annotation; `parse` accepts both shapes.
 */
export function useDraft<F>(opts: {
  storageKey: string;
  serverDraft: unknown;
  parse: (raw: unknown) => F;
  save: (draft: unknown) => Promise<SaveDraftResult>;
  codec?: DraftCodec;
  readActiveMs?: () => number;
  onRestoredTime?: (ms: number) => void;
  onLeaseRenewed?: (leaseExpiresAt: string) => void;
}) {
  const { storageKey } = opts;
  const server = (opts.codec ?? envelopeCodec).fromServer(opts.serverDraft);
  const [form, setForm] = useState<F>(() => opts.parse(server ? server.form : opts.serverDraft));
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const [restoredFrom, setRestoredFrom] = useState<"server" | "browser" | null>(
    opts.serverDraft ? "server" : null,
  );
  const latest = useRef({ form, version: 0, savedVersion: 0, isStopped: false });
  const timer = useRef<number | undefined>(undefined);
  const callbacks = useRef(opts);
  useEffect(() => {
    callbacks.current = opts;
  });

  const envelope = useCallback(
    (f: F): Envelope<F> => ({
      v: 1,
      form: f,
      activeMs: Math.round(callbacks.current.readActiveMs?.() ?? 0),
      savedAt: Date.now(),
    }),
    [],
  );

  // One save at a time; a save asked for meanwhile waits, then sends the newest form.
  const inFlight = useRef<Promise<void> | null>(null);
  const saveNow = useCallback(async (): Promise<void> => {
    window.clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    const l = latest.current;
    if (l.isStopped || l.version === l.savedVersion) return;
    const version = l.version;
    const sent = envelope(l.form);
    setStatus({ state: "saving" });
    const run = (async () => {
      const { save, codec } = callbacks.current;
      const res = await save((codec ?? envelopeCodec).toServer(sent)).catch(() => null);
      if (l.isStopped) return;
      if (res?.ok) {
        l.savedVersion = Math.max(l.savedVersion, version);
        if (l.version === version) writeLocal(storageKey, { ...sent, isSynced: true });
        callbacks.current.onLeaseRenewed?.(res.leaseExpiresAt);
        setStatus(
          l.version === version ? { state: "saved", at: Date.now() } : { state: "pending" },
        );
      } else if (res?.code === "conflict") {
        l.isStopped = true; // the claim is no longer active: saving again cannot work
        setStatus({ state: "stopped", message: res.message });
      } else {
        setStatus({ state: "local", message: res?.message ?? null }); // retried with the next change
      }
    })();
    inFlight.current = run;
    try {
      await run;
    } finally {
      inFlight.current = null;
    }
  }, [storageKey, envelope]);

  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void saveNow(), DEBOUNCE_MS);
  }, [saveNow]);

  const update = useCallback(
    (next: F | ((prev: F) => F)) => {
      const l = latest.current;
      const value = typeof next === "function" ? (next as (p: F) => F)(l.form) : next;
      l.form = value;
      setForm(value);
      if (l.isStopped) return;
      l.version += 1;
      writeLocal(storageKey, { ...envelope(value), isSynced: false });
      setStatus({ state: "pending" });
      schedule();
    },
    [storageKey, envelope, schedule],
  );

  // A newer unconfirmed copy in this browser beats the server's draft (its save failed).
  const checkedLocal = useRef(false);
  useEffect(() => {
    if (checkedLocal.current) return; // once: a refresh brings new props, not a new mount
    checkedLocal.current = true;
    const local = readLocal(storageKey);
    if (!local || local.isSynced || local.savedAt <= (server?.savedAt ?? 0)) return;
    const restored = callbacks.current.parse(local.form);
    callbacks.current.onRestoredTime?.(local.activeMs);
    latest.current.form = restored;
    latest.current.version += 1;
    setForm(restored);
    setRestoredFrom("browser");
    schedule();
  }, [storageKey, server?.savedAt, schedule]);

  // No clearTimeout on unmount: a change made just before leaving the page still gets saved.

  /** Before a submit or after it: no more autosaves; `clear` also drops the browser copy. */
  const stop = useCallback(
    (opts2: { clear: boolean }) => {
      latest.current.isStopped = true;
      window.clearTimeout(timer.current);
      if (opts2.clear) {
        try {
          window.localStorage.removeItem(storageKey);
        } catch {
          // ignore
        }
      }
    },
    [storageKey],
  );

  /** A refused submit: autosave goes on (the draft must stay). */
  const resume = useCallback(() => {
    latest.current.isStopped = false;
    if (latest.current.version !== latest.current.savedVersion) schedule();
  }, [schedule]);

  return { form, update, status, restoredFrom, saveNow, stop, resume };
}
