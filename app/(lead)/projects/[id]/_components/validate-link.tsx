import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import type { SessionUser } from "@/lib/auth/session-user";
import { getValidationProgress } from "@/lib/gold/get-validation-progress";
import { hasValidationRound } from "@/lib/gold/validation-access";
import type { ProjectDto } from "@/lib/projects/project-dto";

/** "Validate (n)" for any member while the README validation round has a gold list they may rate. */
export async function ValidateLink({
  project,
  user,
}: {
  project: ProjectDto;
  user: SessionUser | null;
}) {
  if (user === null || !hasValidationRound(project)) return null;
  const { open } = await getValidationProgress({ actor: user, projectId: project.id });
  if (open === 0) return null;
  const t = await getTranslations("overview");
  return (
    <ButtonLink
      href={`/projects/${project.id}/validate`}
      aria-label={t("validateWaiting", { count: open })}
    >
      {t("validate")}{" "}
      <span className="ml-1 rounded-full bg-slate-100 px-1.5 text-xs tabular-nums text-slate-700">
        {open}
      </span>
    </ButtonLink>
  );
}
