"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { revokeTokenAction } from "../actions";

export function RevokeTokenButton({ tokenId, name }: { tokenId: string; name: string }) {
  const [state, action] = useActionState(revokeTokenAction, null);
  return (
    <form action={action} className="flex flex-col items-end gap-1">
      <input type="hidden" name="tokenId" value={tokenId} />
      <SubmitButton variant="danger" size="sm" pendingLabel="Revoking…" aria-label={`Revoke token ${name}`}>
        Revoke
      </SubmitButton>
      {state && !state.ok ? <p role="alert" className="text-xs text-red-700">{state.message}</p> : null}
    </form>
  );
}
