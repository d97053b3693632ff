import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session-user";
import { updateProject } from "@/lib/projects/update-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { getQueueProgress } from "@/lib/queue/get-queue-progress";
import type { ClaimResult, QueueProgress } from "@/lib/queue/queue-dto";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { sampleAnnotation } from "../concurrency/queue-fixtures";
import { ownerDo } from "./helpers/as-owner";
import { checkProject, isCheck } from "./helpers/check-fixtures";

// SPEC §2 "Check items": served at their rate however the next item is claimed (also one claimed
// ahead, as the browser does, decision 050), in the queue's order, and told apart by no figure.

/** Works through `n` claims; `ahead`: as the browser does, each next claim is claimed ahead of the one on screen. */
async function workAhead(actor: SessionUser, projectId: number, n: number, ahead = true) {
  const served: { claim: ClaimResult; check: boolean; after: QueueProgress }[] = [];
  let screen = await claimNextItem({ actor, projectId });
  while (screen && served.length < n) {
    const next = ahead
      ? await claimNextItem({ actor, projectId, aheadOf: screen.assignmentId })
      : null;
    await submitAnnotation({
      actor,
      assignmentId: screen.assignmentId,
      annotation: sampleAnnotation("generated_comment"),
    });
    served.push({
      claim: screen,
      check: await isCheck(screen.assignmentId),
      after: await getQueueProgress({ actor, projectId }),
    });
    screen = ahead ? next : await claimNextItem({ actor, projectId });
  }
  return served;
}

const numbers = (p: QueueProgress) => [
  p.mine.submitted,
  p.mine.skipped,
  p.project.items,
  p.project.done,
  p.project.annotationsNeeded,
  p.project.annotationsSubmitted,
];
const delta = (before: QueueProgress, after: QueueProgress) =>
  numbers(after).map((v, i) => v - numbers(before)[i]);

describe("check items are served like any item", () => {
  it("comes at check_rate when every claim is claimed ahead: 40 claims at 0.25", async () => {
    const { projectId, dan } = await checkProject({
      items: 56,
      gold: 14,
      checks: 14,
      settings: { checkRate: 0.25 },
    });
    const served = await workAhead(dan, projectId, 40);
    expect(served).toHaveLength(40);
    const checks = served.filter((s) => s.check).length;
    // The rule is deterministic (decision 025); the band is the binomial's 99.9 % for 40 draws at 0.25.
    expect(checks).toBeGreaterThanOrEqual(1);
    expect(checks).toBeLessThanOrEqual(19);
    // The same claims as without claiming ahead: every 4th.
    expect(served.map((s, i) => (s.check ? i + 1 : 0)).filter(Boolean)).toEqual([
      4, 8, 12, 16, 20, 24, 28, 32, 36, 40,
    ]);
  });

  it.each([true, false])(
    "moves no annotator figure differently after a check item than after a real one (claimed ahead: %s)",
    async (ahead) => {
      const { projectId, lead, dan } = await checkProject({
        items: 12,
        gold: 3,
        checks: 3,
        settings: {},
      });
      await updateProject({
        actor: lead,
        projectId,
        input: { settings: { overlap: 1, checkRate: 0.5 } },
      });
      let before = await getQueueProgress({ actor: dan, projectId });
      const served = await workAhead(dan, projectId, 6, ahead);
      const moves = served.map((s) => {
        const move = delta(before, s.after);
        before = s.after;
        return move;
      });
      expect(served.map((s) => s.check)).toEqual([false, true, false, true, false, true]);
      // A submit: my count and the project's annotations and done items each one up; nothing else.
      for (const m of moves) expect(m).toEqual([1, 0, 0, 1, 0, 1]);
      // The progress each claim brings (the annotate screen's bar): moved by the submit before it (claimed ahead: two back).
      for (let i = ahead ? 2 : 1; i < served.length; i++)
        expect(delta(served[i - 1].claim.progress, served[i].claim.progress)).toEqual([
          1, 0, 0, 1, 0, 1,
        ]);
    },
  );

  it.each([true, false])(
    "serves a due check in the queue's order: interleaved strata keep alternating (claimed ahead: %s)",
    async (ahead) => expectAlternating(ahead),
  );

  // A row order does not survive a join: a merge semi join re-sorted the strata by key, and every
  // check went to the first key's stratum (seen on a server whose statistics chose that plan).
  it.each([true, false])(
    "keeps the strata's turns whatever join the planner picks (claimed ahead: %s)",
    async (ahead) => underMergeJoins(() => expectAlternating(ahead)),
  );
});

/** Every second claim a check, each in the stratum whose turn it is: the languages alternate. */
async function expectAlternating(ahead: boolean) {
  const language = (i: number) => (i % 2 ? "zh" : "el");
  const { projectId, dan } = await checkProject({
    items: 24,
    gold: 8,
    checks: 8,
    language,
    settings: { order: "interleaved", checkRate: 0.5 },
  });
  const served = await workAhead(dan, projectId, 8, ahead);
  expect(served.map((s) => s.check)).toEqual([false, true, false, true, false, true, false, true]);
  const languages = served.map((s) => s.claim.item.language);
  for (let i = 1; i < languages.length; i++)
    expect(languages[i], languages.join(" ")).not.toBe(languages[i - 1]);
}

/** Runs `fn` while the functions that read the strata's order may plan no hash join and no nested loop. */
async function underMergeJoins(fn: () => Promise<void>) {
  const readers = ["accord_claim_check_item", "accord_next_stratum_item"];
  const alter = (action: string) =>
    ownerDo(readers.map((f) => `ALTER FUNCTION ${f} ${action};`).join("\n"));
  await alter("SET enable_hashjoin = off SET enable_nestloop = off");
  try {
    await fn();
  } finally {
    await alter("RESET ALL");
  }
}
