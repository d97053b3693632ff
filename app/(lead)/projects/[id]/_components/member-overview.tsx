import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { mayAdjudicate } from "@/lib/adjudication/adjudicator-rule";
import { claimNextFormAction } from "@/app/(annotate)/projects/[id]/annotate/actions";
import { QueueProgressBars } from "@/components/annotate/queue-progress-bars";
import { ClaimNextForm } from "@/components/annotate/claim-next-form";
import { MarkdownView } from "@/components/items/markdown-view";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { canInProject } from "@/lib/auth/permissions";
import type { ProjectDto } from "@/lib/projects/project-dto";
import { getQueueProgress } from "@/lib/queue/get-queue-progress";
import { ValidateLink } from "./validate-link";
import { getOwnQualification } from "@/lib/qualification/get-own-qualification";
import { mustQualify, requiresQualification } from "@/lib/qualification/qualification-rules";

/** What an annotator or adjudicator sees: the queue (for annotators) and the instructions. */
export async function MemberOverview({ project }: { project: ProjectDto }) {
  // The page checked access; the user is re-read here because the page passes only the project.
  const user = await getSessionUser();
  const t = await getTranslations("overview.member");
  const kind = (await getTranslations("nav"))(`kinds.${project.kind}`);
  const mayAnnotate = user !== null && canInProject(user, project.myRole, "item.annotate");
  const progress = mayAnnotate
    ? await getQueueProgress({ actor: user, projectId: project.id })
    : null;
  // Not qualified yet (decision 080): the way in is the round.
  const round =
    mayAnnotate && requiresQualification(project.settings)
      ? await getOwnQualification({ actor: user, projectId: project.id })
      : null;
  return (
    <>
      <PageHeader
        title={project.name}
        description={project.myRole ? t("description", { kind, role: project.myRole }) : kind}
        actions={
          <>
            {user &&
            mayAdjudicate({ actor: user, myRole: project.myRole, settings: project.settings }) ? (
              <ButtonLink href={`/projects/${project.id}/adjudicate`}>{t("adjudicate")}</ButtonLink>
            ) : null}
            <ValidateLink project={project} user={user} />
            {mayAnnotate ? (
              <ButtonLink variant="secondary" href={`/projects/${project.id}/submissions`}>
                {t("mySubmissions")}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="space-y-6">
        {progress ? (
          <Card aria-labelledby="queue-title" data-testid="annotation-queue">
            <CardTitle id="queue-title">{t("queue")}</CardTitle>
            <div className="space-y-4">
              <QueueProgressBars progress={progress} />
              {/* A POST (server action), not a link: a prefetch must never claim an item. */}
              {round && mustQualify(round.status) ? (
                <ButtonLink
                  variant="primary"
                  href={`/projects/${project.id}/qualify`}
                  data-testid="qualify-link"
                >
                  {t("takeQualification")}
                </ButtonLink>
              ) : (
                <ClaimNextForm
                  projectId={project.id}
                  action={claimNextFormAction}
                  label={t("start")}
                  pendingLabel={t("finding")}
                />
              )}
            </div>
          </Card>
        ) : null}
        <Card aria-labelledby="instructions-title">
          <CardTitle id="instructions-title">{t("instructions")}</CardTitle>
          {project.instructions.trim() ? (
            <MarkdownView markdown={project.instructions} data-testid="project-instructions" />
          ) : (
            <p className="text-sm text-slate-600">{t("noInstructions")}</p>
          )}
        </Card>
      </div>
    </>
  );
}
