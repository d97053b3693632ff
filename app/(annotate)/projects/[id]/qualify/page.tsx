import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AnnotateHeader } from "@/components/annotate/annotate-header";
import { InstructionsPanel } from "@/components/annotate/instructions-panel";
import { workspaceFor } from "@/components/annotate/item-slots";
import { ApiPostButton } from "@/components/checks/api-post-button";
import { MarkdownView } from "@/components/items/markdown-view";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { loadPageData } from "@/lib/actions/load-page-data";
import { compareSettingsOf } from "@/lib/annotations/comparison";
import { requireUser } from "@/lib/auth/require-user";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { getOwnQualification } from "@/lib/qualification/get-own-qualification";
import type { OwnQualification } from "@/lib/qualification/qualification-dto";
import { mustQualify, scoreText } from "@/lib/qualification/qualification-rules";
import { routeRowId } from "@/lib/validation/row-id";
import { TrainingScreen } from "./_components/training-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("qualification"))("title") };
}

type T = Awaited<ReturnType<typeof getTranslations<"qualification">>>;

/** What the round asks, the last attempt's result, and the way on (start, wait for a lead). */
function RoundCard({ projectId, own, t }: { projectId: number; own: OwnQualification; t: T }) {
  const last = own.attempt;
  return (
    <Card>
      <div className="space-y-3 text-sm text-slate-700" data-testid="qualification-round">
        <p>{t("terms", { items: own.items ?? 0, pass: scoreText(own.pass) })}</p>
        {last?.finishedAt ? (
          <Alert tone={last.passed ? "success" : "warning"} data-testid="qualification-result">
            {last.passed
              ? t("resultPassed", { number: last.number, score: scoreText(last.score) })
              : t("resultFailed", {
                  number: last.number,
                  score: scoreText(last.score),
                  pass: scoreText(own.pass),
                })}
            {own.status === "failed" && !own.canStart ? ` ${t("askLead")}` : ""}
          </Alert>
        ) : null}
        {own.canStart ? (
          <ApiPostButton
            url={`/api/v1/projects/${projectId}/qualification/attempts`}
            label={last ? t("startAnother") : t("start")}
            busyLabel={t("starting")}
            testId="start-attempt"
          />
        ) : null}
        {own.status === "open" && !own.item ? <Alert tone="warning">{t("noItem")}</Alert> : null}
      </div>
    </Card>
  );
}

/**
 * The qualification round (decision 080) for a member who must pass it: its training items one at
 * a time on the kind's own screen, with the gold after each; members who need no round go to the
 * annotate page.
 */
export default async function QualifyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/qualify` });
  const t = await getTranslations("qualification");
  const { project, own } = await loadPageData(async () => {
    const project = await loadProjectAccess({
      actor: user,
      projectId: routeRowId(id),
      action: "item.annotate",
    });
    return { project, own: await getOwnQualification({ actor: user, projectId: project.id }) };
  });
  if (!mustQualify(own.status) && !own.attempt?.finishedAt)
    redirect(`/projects/${project.id}/annotate`);
  const instructions = project.instructions.trim() ? (
    <InstructionsPanel version={project.guidelineVersion}>
      <MarkdownView markdown={project.instructions} data-testid="project-instructions" />
    </InstructionsPanel>
  ) : null;
  const title =
    own.attempt && own.status === "open"
      ? t("itemTitle", { n: own.attempt.answered + 1, total: own.attempt.total })
      : t("title");
  if (own.status === "open" && own.item) {
    const settings = compareSettingsOf(project.settings);
    return (
      <TrainingScreen
        key={own.item.id}
        projectId={project.id}
        itemId={own.item.id}
        settings={settings}
        workspace={workspaceFor(own.item, settings)}
        header={<AnnotateHeader project={project} item={own.item} title={title} />}
        instructions={instructions}
      />
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <AnnotateHeader project={project} title={title} />
      <RoundCard projectId={project.id} own={own} t={t} />
      {!mustQualify(own.status) ? (
        <ButtonLink
          href={`/projects/${project.id}/annotate`}
          variant="primary"
          data-testid="start-annotating"
        >
          {t("startAnnotating")}
        </ButtonLink>
      ) : null}
    </div>
  );
}
