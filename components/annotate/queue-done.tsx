import { useTranslations } from "next-intl";
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
  label,
  pendingLabel,
  autoFocus = false,
  children,
}: {
  title: string;
  projectId: number;
  action: (prev: S | null, formData: FormData) => Promise<S | null>;
  /** The claim button's text (default "Check again"). */
  label?: string;
  pendingLabel: string;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations("annotate.queueDone");
  return (
    <EmptyState
      title={title}
      action={
        <div className="flex flex-wrap items-start justify-center gap-3">
          <ClaimNextForm
            projectId={projectId}
            action={action}
            label={label ?? t("checkAgain")}
            autoFocus={autoFocus}
            pendingLabel={pendingLabel}
          />
          <ButtonLink href={`/projects/${projectId}`}>{t("back")}</ButtonLink>
        </div>
      }
    >
      {children}
    </EmptyState>
  );
}
