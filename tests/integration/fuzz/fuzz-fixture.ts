// The world the fuzzer's requests aim at: real ids, so a malformed body is refused for being
// malformed, not merely because the thing does not exist.
import { createApiToken } from "@/lib/auth/api-tokens";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { createJudgeRun } from "@/lib/judges/create-judge-run";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../../concurrency/queue-fixtures";
import { makeUser } from "../../factories";

export type FuzzFixture = Awaited<ReturnType<typeof makeFuzzFixture>>;

export async function makeFuzzFixture() {
  const {
    projectId,
    lead,
    annotators: [ana, ben, cy],
  } = await makeQueueProject({ kind: "generated_comment", items: 3, annotators: 3 });
  const admin = await makeUser("admin");
  // Ana and Ben disagree on one item; Cy adjudicates it; Ana holds a claim on another.
  const first = (await claimNextItem({ actor: ana, projectId }))!;
  const second = (await claimNextItem({ actor: ben, projectId }))!;
  await submitAnnotation({
    actor: ana,
    assignmentId: first.assignmentId,
    annotation: sampleAnnotation("generated_comment", 0),
    timeSpentMs: 1000,
  });
  await submitAnnotation({
    actor: ben,
    assignmentId: second.assignmentId,
    annotation: sampleAnnotation("generated_comment", 2),
    timeSpentMs: 1000,
  });
  const adjudication = (await claimNextAdjudication({ actor: cy, projectId }))!;
  const claim = (await claimNextItem({ actor: ana, projectId }))!;
  const run = await createMachineRun({
    actor: lead,
    projectId,
    input: { name: "fuzz-run", model: "gpt-4o" },
  });
  // Never sent: no worker runs in these tests, and nothing listens on port 9.
  const judgeRun = await createJudgeRun({
    actor: lead,
    projectId,
    input: { name: "fuzz-judge", endpoint: { base_url: "http://127.0.0.1:9/v1", model: "m" } },
  });
  const bearer = async (userId: number) => ({
    authorization: `Bearer ${(await createApiToken({ userId, name: "fuzz" })).token}`,
  });
  return {
    projectId: String(projectId),
    itemId: String(adjudication.item.id),
    assignmentId: String(claim.assignmentId),
    adjudicationId: String(adjudication.adjudicationId),
    memberUserId: String(ben.id),
    runId: String(run.id),
    judgeRunId: String(judgeRun.id),
    leadEmail: lead.email,
    as: {
      annotator: await bearer(ana.id),
      adjudicator: await bearer(cy.id),
      lead: await bearer(lead.id),
      admin: await bearer(admin.id),
      none: {},
    },
  };
}
