import "server-only";
import { differingFields } from "@/lib/annotations/differing-fields";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import { loadAnnotatorItem } from "@/lib/queue/load-annotator-item";
import type { AdjudicationStatus, AdjudicationView } from "./adjudication-dto";
import { loadAdjudicationAnnotations } from "./load-adjudication-annotations";

export type AdjudicationRow = {
  id: number;
  item_id: number;
  status: AdjudicationStatus;
  lease_expires_at: Date;
  is_expired: boolean;
  draft: unknown;
};

/** Everything the adjudication screen needs for one claim: the item, its annotations and their differences. */
export async function buildAdjudicationView(opts: {
  row: AdjudicationRow;
  project: ProjectAccess;
}): Promise<AdjudicationView> {
  const { row, project } = opts;
  const [item, annotations] = await Promise.all([
    // An adjudicator sees what leads see of the item: a hidden model and the external id too (decisions 029, 032).
    loadAnnotatorItem({ itemId: row.item_id, kind: project.kind, audience: "staff" }),
    loadAdjudicationAnnotations({
      itemId: row.item_id,
      hideNames: project.settings.hideAnnotatorNames,
    }),
  ]);
  // A reopened item may have agreeing annotations: then nothing is highlighted.
  const differences = differingFields({
    kind: project.kind,
    annotations: annotations.map((a) => a.data),
    settings: project.settings,
  });
  return {
    adjudicationId: row.id,
    projectId: project.id,
    status: row.status,
    leaseExpiresAt: row.lease_expires_at.toISOString(),
    isLeaseExpired: row.is_expired,
    item,
    annotations,
    differences,
    draft: row.draft ?? null,
  };
}
