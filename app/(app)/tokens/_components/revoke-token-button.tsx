"use client";

import { ActionDialog } from "@/components/ui/action-dialog";
import { revokeTokenAction } from "../actions";

/** Revoking cannot be undone (scripts using the token stop at once), so it asks first. */
export function RevokeTokenButton({ tokenId, name }: { tokenId: string; name: string }) {
  return (
    <ActionDialog
      action={revokeTokenAction}
      hidden={{ tokenId }}
      trigger="Revoke"
      triggerLabel={`Revoke token ${name}`}
      title={`Revoke the token “${name}”?`}
      confirmLabel="Revoke token"
      pendingLabel="Revoking…"
    >
      <p>
        Anything that uses this token stops working at once. This cannot be undone; create a new
        token if you need one again.
      </p>
    </ActionDialog>
  );
}
