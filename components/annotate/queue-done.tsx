import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ClaimNextForm } from "./claim-next-form";

/**
 * Where a queue (annotation, adjudication) has nothing open for the caller: nothing left ("Check
 * again", since claims that expire give items back) or the item at hand closed ("Next item").
 * Says what happened, offers the next claim and the way back to the project.
 */
export function QueueDone<S extends { message: string } | null>({
  title,
  projectId,
  action,
  label = "Check again",
  pendingLabel,
  autoFocus = false,
  children,
}: {
  title: string;
  projectId: number;
  action: (prev: S | null, formData: FormData) => Promise<S | null>;
  label?: string;
  pendingLabel: string;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  return (
    <EmptyState
      title={title}
      action={
        <div className="flex flex-wrap items-start justify-center gap-3">
          <ClaimNextForm
            projectId={projectId}
            action={action}
            label={label}
            autoFocus={autoFocus}
            pendingLabel={pendingLabel}
          />
          <ButtonLink href={`/projects/${projectId}`}>Back to the project</ButtonLink>
        </div>
      }
    >
      {children}
    </EmptyState>
  );
}
