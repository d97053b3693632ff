import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { loadPageData } from "@/lib/actions/load-page-data";
import { loadAdjudicationProject } from "@/lib/adjudication/load-adjudication-project";
import { requireUser } from "@/lib/auth/require-user";
import { claimNextAdjudicationFormAction } from "./actions";
import { routeRowId } from "@/lib/validation/row-id";
import { ClaimNextForm } from "@/components/annotate/claim-next-form";
import { QueueDone } from "@/components/annotate/queue-done";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("adjudicate"))("title") };
}

/**
 * The adjudication queue's front door. A GET never claims: the button posts a server action
 * that claims or resumes a disagreement. With `?done=1` it says nothing is left for the caller.
 */
export default async function AdjudicatePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ done?: string }>;
}) {
  const [{ id }, { done }] = await Promise.all([params, searchParams]);
  const user = await requireUser({ from: `/projects/${id}/adjudicate` });
  const projectId = routeRowId(id);
  if (Number.isNaN(projectId)) notFound();
  const project = await loadPageData(() => loadAdjudicationProject({ actor: user, projectId }));
  const [t, tKinds] = await Promise.all([
    getTranslations("adjudicate"),
    getTranslations("nav.kinds"),
  ]);
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <PageHeader
        title={t("pageTitle", { project: project.name })}
        description={tKinds(project.kind)}
      />
      {done ? (
        <QueueDone
          title={t("done.title")}
          projectId={project.id}
          action={claimNextAdjudicationFormAction}
          pendingLabel={t("finding")}
        >
          <p>{t("done.why")}</p>
        </QueueDone>
      ) : (
        <Card>
          <div className="space-y-3 text-sm text-slate-700">
            <p>{t("intro", { minutes: project.settings.leaseMinutes })}</p>
            <ClaimNextForm
              projectId={project.id}
              action={claimNextAdjudicationFormAction}
              autoFocus
              label={t("start")}
              pendingLabel={t("finding")}
            />
          </div>
        </Card>
      )}
    </div>
  );
}
