import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";
import { recordRunOutputs } from "@/lib/machine/runs/record-run-outputs";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../../../concurrency/queue-fixtures";
import { jsonl } from "../../../factories";
import { insertRelease } from "../release-fixtures";

// SPEC §2 "Blind": until adjudication is over, nothing an annotator can reach may differ with the
// outcome of an item they annotated. Three worlds, identical but for the partner's annotation of
// the one item: agreed; in disagreement; in disagreement with the adjudication claimed by the lead.
// The annotator of each world calls every API route and the data the pages load, and what they
// see (status, headers, body shape and values, with ids, times and names normalised) must be equal.
// One world per case (rather than one annotator in three projects) keeps every response whole:
// lists, counts and progress are compared as they come, not picked apart per project.

export type Outcome = "agreed" | "disagreement" | "claimed";
export type World = {
  outcome: Outcome;
  annotator: SessionUser;
  token: string;
  projectId: number;
  itemId: number;
  assignmentId: number;
  adjudicationId: number;
  /** A release of the project (no lines: nothing is gold yet), whose bundle only leads get. */
  releaseId: number;
};

/** An id no row has: the adjudication of an item that never had one. */
export const UNUSED_ID = 2_000_000_000;

/** What a judge run said about the world's item (decision 030): nothing, a label, or a failure. */
export type Judge = "none" | "label" | "failure";

export async function world(
  outcome: Outcome,
  settings: Partial<ProjectSettings>,
  judge: Judge = "none",
): Promise<World> {
  const {
    projectId,
    lead,
    annotators: [annotator, partner],
  } = await makeQueueProject({
    kind: "readme",
    items: 1,
    annotators: 2,
    settings: { readmeValidation: true, ...settings },
  });
  const mine = await claimNextItem({ actor: annotator, projectId });
  await submitAnnotation({
    actor: annotator,
    assignmentId: mine!.assignmentId,
    annotation: sampleAnnotation("readme", 0),
  });
  const theirs = await claimNextItem({ actor: partner, projectId });
  await submitAnnotation({
    actor: partner,
    assignmentId: theirs!.assignmentId,
    annotation: sampleAnnotation("readme", outcome === "agreed" ? 1 : 2),
  });
  const adjudication =
    outcome === "claimed" ? await claimNextAdjudication({ actor: lead, projectId }) : null;
  if (judge !== "none") {
    const run = await createMachineRun({
      actor: lead,
      projectId,
      input: { name: "judge", model: "gpt-4o", prompt_strategy: "rubric" },
    });
    const output =
      judge === "label"
        ? { external_id: "q-000000", annotation: sampleAnnotation("readme", 2) }
        : { external_id: "q-000000", failure: "refusal", raw: "I cannot rate this." };
    await recordRunOutputs({ actor: lead, runId: run.id, open: jsonl([output]) });
  }
  const releaseId = await insertRelease({ projectId, createdById: lead.id, text: "" });
  const { token } = await createApiToken({ userId: annotator.id, name: "blinding" });
  return {
    outcome,
    annotator,
    token,
    projectId,
    itemId: mine!.item.id,
    assignmentId: mine!.assignmentId,
    adjudicationId: adjudication?.adjudicationId ?? UNUSED_ID,
    releaseId,
  };
}
