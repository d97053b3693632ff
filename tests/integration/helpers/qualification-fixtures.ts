import { expect } from "vitest";
import { POST as trainingItemsRoute } from "@/app/api/v1/projects/[id]/training-items/route";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import type { SessionUser } from "@/lib/auth/session-user";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { updateProject } from "@/lib/projects/update-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { sampleAnnotation } from "../../concurrency/queue-fixtures";
import { makeUser } from "../../factories";
import { callRoute } from "./call-route";
import { auth, checkProject } from "./check-fixtures";

export const TRAINING_IDS = ["q-000000", "q-000001", "q-000003"];

/**
 * Six generated-comment items: q-000000..2 gold (Ana and Ben agree: variant 0 is right, 2 wrong),
 * q-000003 gold by Cy's adjudication (Ana's variant 0 with her private note, and a rationale),
 * q-000004..5 pending.
 * The lead marks TRAINING_IDS as training items and switches the round on (3 items, pass 0.67),
 * then adds Eve, who starts unqualified; Ana, Ben, Cy and Dan were members before: exempt.
 */
export async function qualificationProject() {
  const world = await checkProject({ items: 6, gold: 3, checks: 0, settings: {} });
  const { projectId, lead, ana, ben, cy } = world;
  for (const [who, variant] of [
    [ana, 0],
    [ben, 2],
  ] as const) {
    const claim = await claimNextItem({ actor: who, projectId });
    await submitAnnotation({
      actor: who,
      assignmentId: claim!.assignmentId,
      annotation: sampleAnnotation("generated_comment", variant, `${who.email} private note`),
    });
  }
  const view = await claimNextAdjudication({ actor: cy, projectId });
  await resolveAdjudication({
    actor: cy,
    adjudicationId: view!.adjudicationId,
    input: { choice: "a", rationale: "LG-WL2 applies: the comment is in the wrong language." },
  });
  const marked = await markTraining(lead, projectId, { external_ids: TRAINING_IDS });
  expect(marked.status, marked.text).toBe(200);
  await updateProject({
    actor: lead,
    projectId,
    input: { settings: { qualificationItems: 3, qualificationPass: 0.67 } },
  });
  const eve = await makeUser("annotator");
  await addProjectMember({
    actor: lead,
    projectId,
    input: { email: eve.email, role: "annotator" },
  });
  return { ...world, eve };
}

export const markTraining = async (who: SessionUser, projectId: number, body: unknown) =>
  callRoute(trainingItemsRoute, {
    method: "POST",
    params: { id: String(projectId) },
    headers: await auth(who),
    body: JSON.stringify(body),
  });
