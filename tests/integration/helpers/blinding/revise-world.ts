import { createApiToken } from "@/lib/auth/api-tokens";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../../../concurrency/queue-fixtures";
import { insertRelease } from "../release-fixtures";
import { type Outcome, UNUSED_ID, type World } from "./world";

// Revise windows (decision 048): the annotator submits first with a window open; the partner then
// submits an agreeing or a disagreeing annotation, or nothing at all. The annotator's window, and
// with it every answer they get (the revise's included), must not change with what the partner did.
export type ReviseWorld = "partner agrees" | "partner disagrees" | "no partner";

export async function reviseWorld(how: ReviseWorld): Promise<World> {
  const {
    projectId,
    lead,
    annotators: [annotator, partner],
  } = await makeQueueProject({
    kind: "readme",
    items: 1,
    annotators: 2,
    settings: { readmeValidation: true, reviseMinutes: 10 },
  });
  const mine = await claimNextItem({ actor: annotator, projectId });
  await submitAnnotation({
    actor: annotator,
    assignmentId: mine!.assignmentId,
    annotation: sampleAnnotation("readme", 0),
  });
  if (how !== "no partner") {
    const theirs = await claimNextItem({ actor: partner, projectId });
    await submitAnnotation({
      actor: partner,
      assignmentId: theirs!.assignmentId,
      annotation: sampleAnnotation("readme", how === "partner agrees" ? 1 : 2),
    });
  }
  const { token } = await createApiToken({ userId: annotator.id, name: "blinding" });
  const outcome: Outcome = how === "partner disagrees" ? "disagreement" : "agreed";
  return {
    outcome,
    annotator,
    token,
    projectId,
    itemId: mine!.item.id,
    assignmentId: mine!.assignmentId,
    adjudicationId: UNUSED_ID,
    releaseId: await insertRelease({ projectId, createdById: lead.id, text: "" }),
  };
}
