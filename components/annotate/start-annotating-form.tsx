"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ClaimFormAction } from "./annotate-action-types";

/**
 * Claims the next item with a POST (a server action), never with a GET: links can be prefetched,
 * and a prefetch must not take an item from the queue. The action redirects to the item.
 */
export function StartAnnotatingForm({ projectId, action, label = "Start annotating", autoFocus = false }: {
  projectId: number;
  action: ClaimFormAction;
  label?: string;
  autoFocus?: boolean;
}) {
  const [state, formAction, isPending] = useActionState(action, null);
  return (
    <form action={formAction} className="space-y-3" data-testid="start-annotating">
      <input type="hidden" name="projectId" value={projectId} />
      <Button type="submit" variant="primary" disabled={isPending} autoFocus={autoFocus}>
        {isPending ? "Finding an item…" : label}
      </Button>
      {state ? <Alert tone="error">{state.message}</Alert> : null}
    </form>
  );
}
