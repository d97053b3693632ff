"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/** The secret, shown once: only its hash is stored, so it cannot be shown again. */
export function NewTokenSecret({ name, token }: { name: string; token: string }) {
  const [copied, setCopied] = useState(false);
  async function onCopy() {
    await navigator.clipboard.writeText(token);
    setCopied(true);
  }
  return (
    <div role="status" data-testid="new-token" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">Copy the token “{name}” now — it will not be shown again.</p>
      <p className="mt-1">Send it as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>. Anyone who has it can act as you.</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor="new-token-secret" className="sr-only">New API token</label>
        <input id="new-token-secret" readOnly value={token} onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-amber-300 bg-white px-3 py-2 font-mono text-xs text-slate-900" />
        <Button variant="secondary" onClick={() => void onCopy()}>{copied ? "Copied" : "Copy"}</Button>
      </div>
    </div>
  );
}
