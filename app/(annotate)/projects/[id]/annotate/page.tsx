import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AnnotateHeader } from "@/components/annotate/annotate-header";
import { InstructionsPanel } from "@/components/annotate/instructions-panel";
import { ClaimNextForm } from "@/components/annotate/claim-next-form";
import { GuidelineNoticeFor } from "@/components/annotate/guideline-notice-for";
import { PausedNotice } from "@/components/annotate/paused-notice";
import { QueueDone } from "@/components/annotate/queue-done";
import { MarkdownView } from "@/components/items/markdown-view";
import { Card } from "@/components/ui/card";
import { linkClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { getOwnPause } from "@/lib/checks/get-own-pause";
import { getGuidelineNotice } from "@/lib/guidelines/get-guideline-notice";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { getQueueProgress } from "@/lib/queue/get-queue-progress";
import { hasReachedQuota } from "@/lib/queue/has-reached-quota";
import { claimNextFormAction } from "./actions";
import { routeRowId } from "@/lib/validation/row-id";
import { redirect } from "next/navigation";
import { getOwnQualification } from "@/lib/qualification/get-own-qualification";
import { mustQualify, requiresQualification } from "@/lib/qualification/qualification-rules";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("annotate"))("title") };
}

/**
 * The queue's front door. A GET never claims (it may be a prefetch): the "Start annotating"
 * button posts a server action that claims or resumes an item and redirects to it. With
 * `?done=1` (where that action lands when nothing is left) it says so, with my progress.
 */
export default async function AnnotatePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ done?: string }>;
}) {
  const [{ id }, { done }] = await Promise.all([params, searchParams]);
  const user = await requireUser({ from: `/projects/${id}/annotate` });
  const { project, progress, pause, notice, round } = await loadPageData(async () => {
    const project = await loadProjectAccess({
      actor: user,
      projectId: routeRowId(id),
      action: "item.annotate",
    });
    const [progress, pause, notice, round] = await Promise.all([
      getQueueProgress({ actor: user, projectId: project.id }),
      getOwnPause({ actor: user, projectId: project.id }),
      getGuidelineNotice({ actor: user, project }),
      requiresQualification(project.settings)
        ? getOwnQualification({ actor: user, projectId: project.id })
        : null,
    ]);
    return { project, progress, pause, notice, round };
  });
  // Not qualified yet (decision 080): the round first.
  if (round && mustQualify(round.status)) redirect(`/projects/${project.id}/qualify`);
  const t = await getTranslations("annotate.start");
  const mine = progress.mine;
  const quotaReached = hasReachedQuota({
    quota: project.settings.quota,
    submitted: mine.submitted,
  });

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <AnnotateHeader project={project} progress={progress} />
      <GuidelineNoticeFor notice={notice} />
      {pause ? (
        <PausedNotice projectId={project.id} reason={pause.reason} />
      ) : done ? (
        <QueueDone
          title={t(quotaReached ? "quotaTitle" : "doneTitle")}
          projectId={project.id}
          action={claimNextFormAction}
          pendingLabel={t("finding")}
        >
          <p data-testid="done-summary">
            {t("summary", { submitted: mine.submitted, skipped: mine.skipped })}{" "}
            {quotaReached ? t("quota", { quota: project.settings.quota ?? 0 }) : t("mayComeBack")}
          </p>
        </QueueDone>
      ) : (
        <Card>
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              {t("intro", { minutes: project.settings.leaseMinutes })}
            </p>
            <ClaimNextForm
              projectId={project.id}
              action={claimNextFormAction}
              autoFocus
              label={t("start")}
              pendingLabel={t("finding")}
            />
          </div>
        </Card>
      )}
      <p className="text-sm">
        <Link href={`/projects/${project.id}/submissions`} className={linkClass}>
          {t("mySubmissions")}
        </Link>{" "}
        <span className="text-slate-600">{t("mySubmissionsWhat")}</span>
      </p>
      {project.instructions.trim() ? (
        <div className="rounded-lg border border-slate-200 bg-white px-5 py-3">
          <InstructionsPanel version={project.guidelineVersion}>
            <MarkdownView markdown={project.instructions} data-testid="project-instructions" />
          </InstructionsPanel>
        </div>
      ) : null}
    </div>
  );
}
