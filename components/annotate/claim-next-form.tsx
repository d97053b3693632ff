"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * Claims the next item of a queue (annotation or adjudication) with a POST (a server action),
 * never with a GET: links can be prefetched, and a prefetch must not take an item from the
 * queue. The action redirects to what it claimed, or returns why it could not.
 */
export function ClaimNextForm<S extends { message: string } | null>({
  projectId,
  action,
  label,
  pendingLabel,
  autoFocus = false,
}: {
  projectId: number;
  action: (prev: S | null, formData: FormData) => Promise<S | null>;
  label: string;
  /** Shown while the claim runs, e.g. "Finding an item…". */
  pendingLabel: string;
  autoFocus?: boolean;
}) {
  const [state, formAction, isPending] = useActionState(action, null);
  return (
    <form action={formAction} className="space-y-3" data-testid="claim-next">
      <input type="hidden" name="projectId" value={projectId} />
      <Button type="submit" variant="primary" disabled={isPending} autoFocus={autoFocus}>
        {isPending ? pendingLabel : label}
      </Button>
      {state ? <Alert tone="error">{state.message}</Alert> : null}
    </form>
  );
}
