import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnnotateHeader } from "@/components/annotate/annotate-header";
import { ValidationProgressBars } from "@/components/annotate/validation-progress-bars";
import { kindServerUi } from "@/components/kinds/registry";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { claimNextValidation } from "@/lib/gold/claim-next-validation";
import { getValidationProgress } from "@/lib/gold/get-validation-progress";
import { hasValidationRound } from "@/lib/gold/validation-access";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { routeRowId } from "@/lib/validation/row-id";
import { skipValidationAction, submitValidationAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("validate"))("title") };
}

/**
 * The validation round (READMEs'): the next gold list I may rate (not one I annotated or rated, one
 * with fewer than two ratings). Reading it takes nothing from anyone (no lease), so a GET may
 * show it; the rating is a server action with the API's rules.
 */
export default async function ValidatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/validate` });
  const { project, round } = await loadPageData(async () => {
    const project = await loadProjectAccess({
      actor: user,
      projectId: routeRowId(id),
      action: "project.view",
    });
    if (!hasValidationRound(project)) return { project, round: null };
    const [task, progress] = await Promise.all([
      claimNextValidation({ actor: user, projectId: project.id }),
      getValidationProgress({ actor: user, projectId: project.id }),
    ]);
    return { project, round: { task, progress } };
  });
  const t = await getTranslations("validate");
  const ValidationRound = kindServerUi(project.kind).ValidationRound;
  const back = <ButtonLink href={`/projects/${project.id}`}>{t("back")}</ButtonLink>;

  if (round === null || !ValidationRound) {
    return (
      <div className="mx-auto max-w-4xl space-y-5">
        <AnnotateHeader project={project} title={t("title")} />
        <EmptyState title={t("noRound.title")} action={back}>
          {t("noRound.text")}
        </EmptyState>
      </div>
    );
  }
  const { task, progress } = round;
  const aside = <ValidationProgressBars progress={progress} compact />;
  if (task === null) {
    return (
      <div className="mx-auto max-w-4xl space-y-5">
        <AnnotateHeader project={project} title={t("title")} aside={aside} />
        <EmptyState title={t("done.title")} action={back}>
          <p data-testid="done-summary">{t("done.text", { count: progress.mine })}</p>
        </EmptyState>
      </div>
    );
  }

  return (
    <ValidationRound
      projectId={project.id}
      task={task}
      header={
        <AnnotateHeader project={project} title={t("title")} item={task.item} aside={aside} />
      }
      projectInstructions={project.instructions}
      guidelineVersion={project.guidelineVersion}
      submit={submitValidationAction}
      skip={skipValidationAction}
    />
  );
}
