import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ClaimNextForm } from "./claim-next-form";

/**
 * A queue's "nothing left for you" state (annotation, adjudication): what happened, a "Check
 * again" claim (claims that expire give items back) and the way back to the project.
 */
export function QueueDone<S extends { message: string } | null>({ title, projectId, action, pendingLabel, children }: {
  title: string;
  projectId: number;
  action: (prev: S | null, formData: FormData) => Promise<S | null>;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <EmptyState
      title={title}
      action={
        <div className="flex flex-wrap items-start justify-center gap-3">
          <ClaimNextForm projectId={projectId} action={action} label="Check again" pendingLabel={pendingLabel} />
          <ButtonLink href={`/projects/${projectId}`}>Back to the project</ButtonLink>
        </div>
      }
    >
      {children}
    </EmptyState>
  );
}
