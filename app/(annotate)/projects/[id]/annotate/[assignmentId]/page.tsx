import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AnnotateHeader } from "@/components/annotate/annotate-header";
import { AnnotationScreen } from "@/components/annotate/annotation-screen";
import { GroupScreen } from "@/components/annotate/group-screen";
import { GuidelineNoticeFor } from "@/components/annotate/guideline-notice-for";
import { InstructionsPanel } from "@/components/annotate/instructions-panel";
import { PausedNotice } from "@/components/annotate/paused-notice";
import { workspaceFor } from "@/components/annotate/item-slots";
import { MarkdownView } from "@/components/items/markdown-view";
import { QueueDone } from "@/components/annotate/queue-done";
import { ReviseScreen } from "@/components/annotate/revise-screen";
import { loadPageData } from "@/lib/actions/load-page-data";
import { compareSettingsOf } from "@/lib/annotations/comparison";
import { requireUser } from "@/lib/auth/require-user";
import { getOwnPause } from "@/lib/checks/get-own-pause";
import { getGuidelineNotice } from "@/lib/guidelines/get-guideline-notice";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { getAssignmentGroup } from "@/lib/queue/file-group";
import { getQueueProgress } from "@/lib/queue/get-queue-progress";
import { getOwnSubmission } from "@/lib/submissions/get-own-submission";
import {
  assignmentStateAction,
  claimNextAction,
  claimNextFormAction,
  prefetchNextAction,
  releaseAssignmentAction,
  saveDraftAction,
  skipAssignmentAction,
  submitAnnotationAction,
} from "../actions";
import { routeRowId } from "@/lib/validation/row-id";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("annotate"))("title") };
}

const actions = {
  claimNext: claimNextAction,
  saveDraft: saveDraftAction,
  submit: submitAnnotationAction,
  skip: skipAssignmentAction,
  release: releaseAssignmentAction,
  state: assignmentStateAction,
  prefetch: prefetchNextAction,
};

/**
 * The annotation screen for one of my assignments (someone else's is a 404, like a missing one);
 * with `?revise=1`, a submitted one's revise form (decision 048), from My submissions.
 */
export default async function AssignmentPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; assignmentId: string }>;
  searchParams: Promise<{ revise?: string }>;
}) {
  const [{ id, assignmentId }, { revise }] = await Promise.all([params, searchParams]);
  const t = await getTranslations("annotate.assignment");
  const user = await requireUser({ from: `/projects/${id}/annotate/${assignmentId}` });
  const assignment = routeRowId(assignmentId);
  if (Number.isNaN(assignment)) notFound();
  const { view, group, project, progress, pause, submission, notice } = await loadPageData(
    async () => {
      // In a project that claims by file (decision 051): the caller's other claims on the file too.
      const group = await getAssignmentGroup({ actor: user, assignmentId: assignment });
      const view = group.members.find((g) => g.assignmentId === assignment)!;
      const [project, progress, pause, notice] = await Promise.all([
        loadProjectAccess({ actor: user, projectId: view.item.projectId, action: "item.annotate" }),
        getQueueProgress({ actor: user, projectId: view.item.projectId }),
        getOwnPause({ actor: user, projectId: view.item.projectId }),
        // The caller's own assignment (checked above): only their own work is read.
        getGuidelineNotice({
          actor: user,
          project: { id: view.item.projectId, kind: view.item.kind },
        }),
      ]);
      const submission =
        revise === "1" && view.status === "submitted"
          ? await getOwnSubmission({ actor: user, assignmentId: assignment })
          : null;
      return { view, group, project, progress, pause, submission, notice };
    },
  );
  if (String(project.id) !== id)
    redirect(
      `/projects/${project.id}/annotate/${view.assignmentId}${submission ? "?revise=1" : ""}`,
    );
  const header = (
    <>
      <AnnotateHeader project={project} item={view.item} progress={progress} />
      <GuidelineNoticeFor notice={notice} />
    </>
  );

  // Paused (decision 027): no assignment of theirs opens as work, whatever its state.
  if (pause) {
    return (
      <div className="mx-auto max-w-4xl space-y-5">
        {header}
        <PausedNotice projectId={project.id} reason={pause.reason} />
      </div>
    );
  }

  const instructions = project.instructions.trim() ? (
    <InstructionsPanel version={project.guidelineVersion}>
      <MarkdownView markdown={project.instructions} data-testid="project-instructions" />
    </InstructionsPanel>
  ) : null;

  const settings = compareSettingsOf(project.settings);
  if (submission) {
    return (
      <ReviseScreen
        projectId={project.id}
        assignmentId={view.assignmentId}
        annotation={submission.data}
        revisableUntil={submission.revisableUntil}
        isRevisable={submission.isRevisable}
        settings={settings}
        workspace={workspaceFor(view.item, settings)}
        header={
          <AnnotateHeader
            project={project}
            item={view.item}
            progress={progress}
            title={t("revise")}
          />
        }
        instructions={instructions}
      />
    );
  }

  if (view.status !== "active") {
    return (
      <div className="mx-auto max-w-4xl space-y-5">
        {header}
        <QueueDone
          title={t(`closed.${view.status}`)}
          projectId={project.id}
          action={claimNextFormAction}
          label={t("next")}
          autoFocus
          pendingLabel={t("finding")}
        />
      </div>
    );
  }

  // The item's `meta` stays on the server: workspaceFor renders only the item's content.
  if (group.members.length > 1 && group.fileId !== null && !submission) {
    return (
      <GroupScreen
        key={group.members.map((g) => g.assignmentId).join(".")}
        projectId={project.id}
        initialAssignmentId={view.assignmentId}
        fileId={group.fileId}
        doneBefore={group.doneBefore}
        members={group.members.map((g) => ({
          assignmentId: g.assignmentId,
          leaseExpiresAt: g.leaseExpiresAt,
          draft: g.draft,
          workspace: workspaceFor(g.item, settings),
          header: <AnnotateHeader project={project} item={g.item} progress={progress} />,
        }))}
        serverNow={new Date().toISOString()}
        settings={settings}
        instructions={instructions}
        actions={actions}
      />
    );
  }

  return (
    <AnnotationScreen
      key={view.assignmentId}
      projectId={project.id}
      assignmentId={view.assignmentId}
      leaseExpiresAt={view.leaseExpiresAt}
      serverNow={new Date().toISOString()}
      draft={view.draft}
      settings={settings}
      workspace={workspaceFor(view.item, settings)}
      header={header}
      instructions={instructions}
      actions={actions}
    />
  );
}
