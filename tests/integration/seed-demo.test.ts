import { describe, expect, it } from "vitest";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { db } from "@/lib/db";
import { openExportStream } from "@/lib/export/open-export-stream";
import { itemKindModules } from "@/lib/items/kinds";
import type { LeaderboardRow } from "@/lib/leaderboard/build-leaderboard";
import { getLeaderboard } from "@/lib/leaderboard/get-leaderboard";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { releaseAssignment } from "@/lib/queue/release-assignment";
import { seedDemo } from "../../scripts/seed-demo";
import { DEMO_JUDGE_RUN } from "../../scripts/seed-demo-work";

const counts = async () => ({
  users: await db.user.count(),
  projects: await db.project.count(),
  items: await db.item.count(),
  annotations: await db.annotation.count(),
  adjudications: await db.adjudication.count(),
  gold: await db.goldRecord.count(),
  runs: await db.machineRun.count(),
});

describe("npm run demo's seeding", () => {
  it(
    "writes annotations, gold, an adjudication per kind and a judge run; a second run adds nothing",
    { timeout: 240_000 },
    async () => {
      const log: string[] = [];
      await seedDemo({ password: "demo-password-for-tests-1", log: (l) => log.push(l) });
      const lead = await db.user.findUniqueOrThrow({
        where: { email: "lead@example.org" },
        select: { id: true, email: true, name: true, role: true },
      });
      // The demo's projects by their exact names: other test files' projects share this database.
      const demo = await db.project.findMany({
        where: { name: { in: Object.values(itemKindModules).map((m) => m.demo.name) } },
        select: { id: true, kind: true, name: true },
      });
      expect(demo.map((p) => p.kind).sort()).toEqual([
        "dialogue",
        "generated_comment",
        "model_answer",
        "qa_pair",
        "readme",
      ]);

      for (const p of demo) {
        const agreement = await getProjectAgreement({ actor: lead, projectId: p.id });
        expect(agreement.items_compared, p.kind).toBeGreaterThanOrEqual(4);
        // Disagreements are left for the adjudication queue, one per kind already decided.
        const statuses = await db.item.groupBy({
          by: ["status"],
          where: { projectId: p.id },
          _count: true,
        });
        const of = (s: string) => statuses.find((x) => x.status === s)?._count ?? 0;
        expect(of("agreed") + of("gold"), `${p.kind} agreed or gold`).toBeGreaterThanOrEqual(2);
        expect(
          await db.adjudication.count({
            where: { item: { projectId: p.id }, resolvedAt: { not: null } },
          }),
          p.kind,
        ).toBe(1);
        expect(of("disagreement"), `${p.kind} adjudication queue`).toBeGreaterThanOrEqual(1);
        const e = await openExportStream({
          actor: lead,
          projectId: p.id,
          statuses: ["gold"],
          identities: "pseudonyms",
        });
        const lines = (await new Response(e.stream).text()).split("\n").filter(Boolean);
        expect(lines.length, `${p.kind} export`).toBeGreaterThanOrEqual(1);
      }
      // The QA pairs link to the dialogue demo project's dialogues, their source dialogue project (SPEC §2).
      const [dialogues, qa] = [
        demo.find((p) => p.kind === "dialogue")!,
        demo.find((p) => p.kind === "qa_pair")!,
      ];
      const named = await db.qaPair.count({
        where: { item: { projectId: qa.id }, dialogueExternalId: { not: null } },
      });
      expect(named).toBeGreaterThanOrEqual(8);
      expect(
        await db.qaPair.count({
          where: { item: { projectId: qa.id }, dialogue: { item: { projectId: dialogues.id } } },
        }),
      ).toBe(named);
      const answers = demo.find((p) => p.kind === "model_answer")!;
      expect(
        await db.machineRun.count({ where: { projectId: answers.id, name: DEMO_JUDGE_RUN } }),
      ).toBe(1);
      const board = await getLeaderboard({ actor: lead, projectId: answers.id });
      expect(board.sources.map((s) => s.source)).toEqual(["gold", "run"]);
      // A quarter of the answers get gold: each model's corrected F is narrower than gold-only's.
      const pooled = (rows: LeaderboardRow[]) => rows.filter((r) => r.language === null);
      const width = (ci: [number, number] | null) => ci![1] - ci![0];
      const judged = pooled(board.sources[1].rows);
      expect(judged.map((r) => r.model)).toEqual(["gpt-4o", "llama-3.1-8b", "qwen2.5-72b"]);
      for (const r of judged) {
        const gold = pooled(board.sources[0].rows).find((g) => g.model === r.model)!;
        expect(r.corrected?.n, r.model).toBeGreaterThanOrEqual(10);
        expect(width(r.corrected!.ci95.fScore), r.model).toBeLessThan(width(gold.ci95.fScore));
      }

      const before = await counts();
      await seedDemo({ password: "demo-password-for-tests-1", log: () => {} });
      expect(await counts()).toEqual(before);

      // Issue #40: every demo annotator finds work on every kind (the README project had none left).
      const annotators = await db.user.findMany({
        where: { email: { in: ["ann1@example.org", "ann2@example.org", "ann3@example.org"] } },
        select: { id: true, email: true, name: true, role: true },
      });
      for (const p of demo) {
        for (const actor of annotators) {
          const claim = await claimNextItem({ actor, projectId: p.id });
          expect(claim, `${actor.email} on ${p.kind}`).not.toBeNull();
          await releaseAssignment({ actor, assignmentId: claim!.assignmentId });
        }
      }
    },
  );
});
