import { expect } from "vitest";
import { POST as checkItemsRoute } from "@/app/api/v1/projects/[id]/check-items/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { updateProject } from "@/lib/projects/update-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../../concurrency/queue-fixtures";
import { callRoute } from "./call-route";

export const auth = async (u: SessionUser) => ({
  authorization: `Bearer ${(await createApiToken({ userId: u.id, name: "checks" })).token}`,
  "content-type": "application/json",
});

/**
 * Overlap 2, `items` items; Ana and Ben annotate the first `gold` of them alike (gold, unanimous);
 * the lead marks the first `checks` of those as check items and sets `settings`. Cy and Dan annotate nothing yet.
 */
export async function checkProject(opts: {
  items: number;
  gold: number;
  checks: number;
  settings: Partial<ProjectSettings>;
  language?: (i: number) => string;
}) {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind: "generated_comment",
    items: opts.items,
    annotators: 4,
    settings: { overlap: 2 },
    language: opts.language,
  });
  const [ana, ben, cy, dan] = annotators;
  for (let i = 0; i < opts.gold; i++) {
    for (const [who, variant] of [
      [ana, 0],
      [ben, 1],
    ] as const) {
      const claim = await claimNextItem({ actor: who, projectId });
      await submitAnnotation({
        actor: who,
        assignmentId: claim!.assignmentId,
        annotation: sampleAnnotation("generated_comment", variant),
      });
    }
  }
  const externalIds = Array.from(
    { length: opts.checks },
    (_, i) => `q-${String(i).padStart(6, "0")}`,
  );
  if (externalIds.length) {
    const res = await callRoute(checkItemsRoute, {
      method: "POST",
      params: { id: String(projectId) },
      headers: await auth(lead),
      body: JSON.stringify({ external_ids: externalIds }),
    });
    expect(res.status, res.text).toBe(200);
  }
  await updateProject({ actor: lead, projectId, input: { settings: opts.settings } });
  return { projectId, lead, ana, ben, cy, dan, checkIds: externalIds };
}

export const isCheck = async (assignmentId: number) =>
  (
    await db.assignment.findUniqueOrThrow({
      where: { id: assignmentId },
      select: { isCheck: true },
    })
  ).isCheck;

/** Claims and submits `variant`; what was claimed and whether it was a check. */
export async function work(actor: SessionUser, projectId: number, variant: 0 | 1 | 2 = 0) {
  const claim = await claimNextItem({ actor, projectId });
  if (claim === null) return null;
  await submitAnnotation({
    actor,
    assignmentId: claim.assignmentId,
    annotation: sampleAnnotation("generated_comment", variant),
  });
  return { externalId: claim.item.externalId, isCheck: await isCheck(claim.assignmentId) };
}
