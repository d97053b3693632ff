import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";

/**
 * The annotator's own pause in a project (decision 027), where their queue and their assignments
 * would be: why, that their claims went back with drafts kept, and who can end it.
 */
export function PausedNotice({ projectId, reason }: { projectId: number; reason: string }) {
  const t = useTranslations("annotate.paused");
  return (
    <div className="space-y-4" data-testid="paused-notice">
      <Alert tone="warning" title={t("title")}>
        <p>{t.rich("why", { reason, b: (c) => <strong>{c}</strong> })}</p>
        <p className="mt-2">{t("until")}</p>
      </Alert>
      <ButtonLink href={`/projects/${projectId}`}>{t("back")}</ButtonLink>
    </div>
  );
}
