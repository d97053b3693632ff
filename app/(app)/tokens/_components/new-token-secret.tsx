"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * The secret, shown once: only its hash is stored. It is hidden for good once copied, dismissed or
 * the page is left (so the back button or a restored tab does not show it again).
 */
export function NewTokenSecret({ name, token }: { name: string; token: string }) {
  const [isHidden, setIsHidden] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  useEffect(() => {
    const hide = () => setIsHidden(true);
    window.addEventListener("pagehide", hide);
    return () => window.removeEventListener("pagehide", hide);
  }, []);
  async function onCopy() {
    try {
      await navigator.clipboard.writeText(token);
      setIsHidden(true);
    } catch {
      setCopyFailed(true); // e.g. no clipboard permission: the person selects and copies by hand
    }
  }
  if (isHidden) {
    return (
      <div
        role="status"
        data-testid="new-token"
        className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
      >
        Token “{name}” is ready. Its secret is no longer shown; if you lost it, revoke the token and
        create a new one.
      </div>
    );
  }
  return (
    <div
      role="status"
      data-testid="new-token"
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">Copy the token “{name}” now — it will not be shown again.</p>
      <p className="mt-1">
        Send it as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>. Anyone
        who has it can act as you.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor="new-token-secret" className="sr-only">
          New API token
        </label>
        <input
          id="new-token-secret"
          readOnly
          value={token}
          onFocus={(e) => e.currentTarget.select()}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-md border border-amber-300 bg-white px-3 py-2 font-mono text-xs text-slate-900"
        />
        <Button variant="secondary" onClick={() => void onCopy()}>
          Copy and hide
        </Button>
        <Button variant="ghost" onClick={() => setIsHidden(true)}>
          I saved it
        </Button>
      </div>
      {copyFailed ? (
        <p className="mt-2 text-xs text-amber-900">
          Copying is not allowed here: select the token and copy it by hand.
        </p>
      ) : null}
    </div>
  );
}
