import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { loadPageData } from "@/lib/actions/load-page-data";
import { loadAdjudicationProject } from "@/lib/adjudication/load-adjudication-project";
import { requireUser } from "@/lib/auth/require-user";
import { itemKindLabels } from "@/lib/items/item-kind-labels";
import { claimNextAdjudicationFormAction } from "./actions";
import { routeRowId } from "@/lib/validation/row-id";
import { ClaimNextForm } from "@/components/annotate/claim-next-form";
import { QueueDone } from "@/components/annotate/queue-done";

export const metadata: Metadata = { title: "Adjudicate" };

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
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <PageHeader
        title={`Adjudicate · ${project.name}`}
        description={itemKindLabels[project.kind]}
      />
      {done ? (
        <QueueDone
          title="No disagreements left for you"
          projectId={project.id}
          action={claimNextAdjudicationFormAction}
          pendingLabel="Finding a disagreement…"
        >
          <p>
            Items you annotated yourself never come to you, and items others are deciding may come
            back if their claims expire.
          </p>
        </QueueDone>
      ) : (
        <Card>
          <div className="space-y-3 text-sm text-slate-700">
            <p>
              You get one disagreement at a time, held for you for {project.settings.leaseMinutes}{" "}
              minutes: the item and both annotations side by side, differences highlighted. Take A,
              take B, or start a merged copy and say why.
            </p>
            <ClaimNextForm
              projectId={project.id}
              action={claimNextAdjudicationFormAction}
              autoFocus
              label="Start adjudicating"
              pendingLabel="Finding a disagreement…"
            />
          </div>
        </Card>
      )}
    </div>
  );
}
