import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { createApiToken } from "@/lib/auth/api-tokens";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../../../concurrency/queue-fixtures";
import { jsonlSource } from "../../../factories";
import { insertRelease } from "../release-fixtures";
import { type Outcome, UNUSED_ID, type World } from "./world";

// Prior annotations (decision 019): the item came with an expert's annotation instead of a partner
// who submitted first. The annotator, last to annotate in every world, must see the same.
export type PriorWorld = "partner" | "prior, agreed" | "prior, disagreement" | "prior, claimed";

export async function priorWorld(
  how: PriorWorld,
  settings: Partial<ProjectSettings>,
): Promise<World> {
  const {
    projectId,
    lead,
    annotators: [annotator, partner],
  } = await makeQueueProject({
    kind: "readme",
    items: 0,
    annotators: 2,
    settings: { readmeValidation: true, ...settings },
  });
  const variant = how === "partner" || how === "prior, agreed" ? 1 : 2;
  const priors =
    how === "partner"
      ? []
      : [
          {
            annotator: "katzy-expert-el",
            annotation: sampleAnnotation("readme", variant),
            submitted_at: "2024-05-01T10:00:00Z",
          },
        ];
  await importItems({
    actor: lead,
    projectId,
    records: jsonlSource([
      { ...itemLineExamples.readme, external_id: "q-000000", prior_annotations: priors },
    ]),
  });
  if (how === "partner") {
    const theirs = await claimNextItem({ actor: partner, projectId });
    await submitAnnotation({
      actor: partner,
      assignmentId: theirs!.assignmentId,
      annotation: sampleAnnotation("readme", variant),
    });
  }
  const mine = await claimNextItem({ actor: annotator, projectId });
  await submitAnnotation({
    actor: annotator,
    assignmentId: mine!.assignmentId,
    annotation: sampleAnnotation("readme", 0),
  });
  const adjudication =
    how === "prior, claimed" ? await claimNextAdjudication({ actor: lead, projectId }) : null;
  const { token } = await createApiToken({ userId: annotator.id, name: "blinding" });
  const outcome: Outcome =
    how === "prior, claimed" ? "claimed" : variant === 1 ? "agreed" : "disagreement";
  return {
    outcome,
    annotator,
    token,
    projectId,
    itemId: mine!.item.id,
    assignmentId: mine!.assignmentId,
    adjudicationId: adjudication?.adjudicationId ?? UNUSED_ID,
    releaseId: await insertRelease({ projectId, createdById: lead.id, text: "" }),
  };
}
