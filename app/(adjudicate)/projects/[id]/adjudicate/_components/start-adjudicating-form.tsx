"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ClaimFormState } from "./decision-types";

/** Claims the next disagreement with a POST (a server action that redirects to it). */
export function StartAdjudicatingForm({ projectId, action, label = "Start adjudicating", autoFocus = false }: {
  projectId: number;
  action: (prev: ClaimFormState, formData: FormData) => Promise<ClaimFormState>;
  label?: string;
  autoFocus?: boolean;
}) {
  const [state, formAction, isPending] = useActionState(action, null);
  return (
    <form action={formAction} className="space-y-3">
      <input type="hidden" name="projectId" value={projectId} />
      <Button type="submit" variant="primary" disabled={isPending} autoFocus={autoFocus}>
        {isPending ? "Finding a disagreement…" : label}
      </Button>
      {state ? <Alert tone="error">{state.message}</Alert> : null}
    </form>
  );
}
