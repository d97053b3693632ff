import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../../concurrency/queue-fixtures";

export async function submit(actor: SessionUser, projectId: number, annotation: object) {
  const claim = await claimNextItem({ actor, projectId });
  await submitAnnotation({
    actor,
    assignmentId: claim!.assignmentId,
    annotation,
    timeSpentMs: 1234,
  });
}

/**
 * A QA project of 5 items: q-000000 agreed, q-000001 vetoed, q-000002 adjudicated, q-000003 with
 * one annotation of two, q-000004 untouched. Items are served in external_id order.
 */
export async function releaseProject() {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind: "qa_pair",
    items: 5,
    annotators: 3,
    settings: { qaRejectRule: "veto" },
  });
  const [ana, ben, cy] = annotators;
  const plan: [SessionUser, object][] = [
    [ana, sampleAnnotation("qa_pair", 0, "a0")],
    [ben, sampleAnnotation("qa_pair", 1, "b0")],
    [ana, { verdict: "reject", reject_reasons: ["too_simple"] }],
    [ben, sampleAnnotation("qa_pair", 0)],
    [ana, sampleAnnotation("qa_pair", 0)],
    [ben, sampleAnnotation("qa_pair", 2)],
    [ana, sampleAnnotation("qa_pair", 1)],
  ];
  for (const [actor, annotation] of plan) await submit(actor, projectId, annotation);
  const view = (await claimNextAdjudication({ actor: cy, projectId }))!;
  await resolveAdjudication({
    actor: cy,
    adjudicationId: view.adjudicationId,
    input: { choice: "a", rationale: "A's answer label is right" },
  });
  return { projectId, lead, ana, ben, cy };
}

export async function itemId(projectId: number, externalId: string): Promise<number> {
  const { rows } = await pgPool().query<{ id: number }>(
    `SELECT id FROM items WHERE project_id = $1 AND external_id = $2`,
    [projectId, externalId],
  );
  return rows[0].id;
}

export const bearer = async (u: SessionUser) => ({
  authorization: `Bearer ${(await createApiToken({ userId: u.id, name: "releases" })).token}`,
  "content-type": "application/json",
});
