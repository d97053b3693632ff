import { useTranslations } from "next-intl";
import { ApiPostButton } from "@/components/checks/api-post-button";
import type { MemberQualification as Standing } from "@/lib/qualification/list-member-qualifications";
import { mustQualify, scoreText } from "@/lib/qualification/qualification-rules";

/** A member's qualification (decision 080): standing, each attempt's score, and the lead's two ways on. */
export function MemberQualification({
  projectId,
  standing,
}: {
  projectId: number;
  standing: Standing;
}) {
  const t = useTranslations("members.qualification");
  const url = `/api/v1/projects/${projectId}/members/${standing.userId}`;
  return (
    <div className="space-y-1 text-sm" data-testid="member-qualification">
      <p data-testid="qualification-status">{t(`status.${standing.status}`)}</p>
      {standing.attempts.length ? (
        <ol className="text-xs text-slate-600" aria-label={t("attempts")}>
          {standing.attempts.map((a) => (
            <li key={a.number}>
              {t("attempt", {
                number: a.number,
                score: scoreText(a.score, "…"),
                outcome: a.passed === null ? "open" : a.passed ? "passed" : "failed",
              })}
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {standing.canAllowAnother ? (
          <ApiPostButton
            url={`${url}/requalify`}
            label={t("allowAnother")}
            busyLabel={t("allowing")}
            testId="allow-another-attempt"
          />
        ) : null}
        {mustQualify(standing.status) ? (
          <ApiPostButton
            url={`${url}/qualify`}
            label={t("qualifyByHand")}
            busyLabel={t("qualifying")}
            testId="qualify-by-hand"
          />
        ) : null}
      </div>
    </div>
  );
}
