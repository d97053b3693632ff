import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { QueueDone } from "@/components/annotate/queue-done";
import { kindServerUi } from "@/components/kinds/registry";
import { loadPageData } from "@/lib/actions/load-page-data";
import { getAdjudication } from "@/lib/adjudication/get-adjudication";
import { loadAdjudicationProject } from "@/lib/adjudication/load-adjudication-project";
import { requireUser } from "@/lib/auth/require-user";
import { compareSettingsOf } from "@/lib/annotations/comparison";
import { annotationShape } from "@/lib/export/annotation-shape";
import {
  claimNextAdjudicationAction,
  claimNextAdjudicationFormAction,
  releaseAdjudicationAction,
  resolveAdjudicationAction,
  saveAdjudicationDraftAction,
} from "../actions";
import { AdjudicatedItem } from "../_components/adjudicated-item";
import { AdjudicationHeader } from "../_components/adjudication-header";
import { AnnotationCompare, annotationTitle } from "../_components/annotation-compare";
import { DecisionPanel } from "../_components/decision-panel";
import { routeRowId } from "@/lib/validation/row-id";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("adjudicate"))("title") };
}

const actions = {
  resolve: resolveAdjudicationAction,
  release: releaseAdjudicationAction,
  claimNext: claimNextAdjudicationAction,
  saveDraft: saveAdjudicationDraftAction,
};

/** One of my adjudications: the item, both annotations side by side, and the decision. */
export default async function AdjudicationPage({
  params,
}: {
  params: Promise<{ id: string; adjudicationId: string }>;
}) {
  const { id, adjudicationId } = await params;
  const t = await getTranslations("adjudicate");
  const user = await requireUser({ from: `/projects/${id}/adjudicate/${adjudicationId}` });
  const adjudication = routeRowId(adjudicationId);
  if (Number.isNaN(adjudication)) notFound();
  const { view, project } = await loadPageData(async () => {
    const view = await getAdjudication({ actor: user, adjudicationId: adjudication });
    return {
      view,
      project: await loadAdjudicationProject({ actor: user, projectId: view.projectId }),
    };
  });
  if (String(project.id) !== id)
    redirect(`/projects/${project.id}/adjudicate/${view.adjudicationId}`);
  const header = <AdjudicationHeader project={project} view={view} />;
  const itemData = kindServerUi(view.item.fields.kind).adjudication?.(view.item.fields);

  if (view.status !== "active") {
    return (
      <div className="mx-auto max-w-4xl space-y-5">
        {header}
        <QueueDone
          title={t(`closed.${view.status}`)}
          projectId={project.id}
          action={claimNextAdjudicationFormAction}
          label={t("nextDisagreement")}
          autoFocus
          pendingLabel={t("finding")}
        />
      </div>
    );
  }

  return (
    // Decision 047: from xl up the screen fills the window, the item left and A/B with the decision
    // right, each scrolling inside, the action bar in view; below xl the differences and the
    // decision come first (also in the reading order), the item after them.
    <div className="flex flex-col gap-3 xl:h-full" data-testid="adjudication-screen">
      {header}
      <div className="flex flex-col gap-4 xl:grid xl:min-h-0 xl:flex-1 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-rows-[minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col xl:col-start-2 xl:row-start-1 xl:min-h-0">
          <DecisionPanel
            compare={
              <section
                aria-label={t("sideBySide")}
                className="rounded-lg border border-slate-200 bg-white p-4"
              >
                <AnnotationCompare
                  kind={project.kind}
                  annotations={view.annotations}
                  settings={project.settings}
                />
              </section>
            }
            key={view.adjudicationId}
            projectId={project.id}
            adjudicationId={view.adjudicationId}
            annotations={view.annotations.map((a) => ({
              label: a.label,
              title: annotationTitle(a, (label) => t("compare.annotator", { label })),
              data: annotationShape(project.kind, a.data),
            }))}
            context={{
              kind: project.kind,
              settings: compareSettingsOf(project.settings),
              references: itemData?.references ?? [],
            }}
            itemText={itemData?.itemText}
            serverDraft={view.draft}
            leaseExpiresAt={view.leaseExpiresAt}
            actions={actions}
          />
        </div>
        <section
          aria-label={t("item")}
          data-testid="item-region"
          tabIndex={0}
          className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 xl:col-start-1 xl:row-start-1 xl:overflow-y-auto"
        >
          <AdjudicatedItem item={view.item} />
        </section>
      </div>
    </div>
  );
}
