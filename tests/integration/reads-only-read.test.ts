import { describe, expect, it, vi } from "vitest";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { getAgreementDashboard } from "@/lib/agreement/data/get-agreement-dashboard";
import { getAgreementVersion } from "@/lib/agreement/data/get-agreement-version";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { pgPool } from "@/lib/db/pg-pool";
import { openExportStream } from "@/lib/export/open-export-stream";
import { getReviseWait } from "@/lib/gold/revise-wait";
import {
  closedWindowSweeper,
  startClosedWindowSweep,
  sweepClosedWindows,
} from "@/lib/gold/sweep-closed-windows";
import { listItems } from "@/lib/items/list-items";
import { getProject } from "@/lib/projects/get-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import type { SessionUser } from "@/lib/auth/session-user";
import { exportCommand } from "@/scripts/cli/export-command";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

// Issue 36: a lead's read never compares items; only the background sweep closes revise windows
// (decision 048), and the lead's figures say which items wait for it.

/** Ana and Ben annotate every item (agreeing on the first, disagreeing on the rest), windows open. */
async function windowedProject(items: number) {
  const {
    projectId,
    lead,
    annotators: [ana, ben],
  } = await makeQueueProject({
    kind: "generated_comment",
    items,
    annotators: 2,
    settings: { reviseMinutes: 10 },
  });
  for (let n = 0; n < items; n++) {
    for (const [who, variant] of [
      [ana, 0],
      [ben, n === 0 ? 1 : 2],
    ] as const) {
      const claim = (await claimNextItem({ actor: who, projectId }))!;
      await submitAnnotation({
        actor: who,
        assignmentId: claim.assignmentId,
        annotation: sampleAnnotation("generated_comment", variant),
      });
    }
  }
  const ids = (
    await pgPool().query<{ id: number }>(`SELECT id FROM items WHERE project_id = $1 ORDER BY id`, [
      projectId,
    ])
  ).rows.map((r) => r.id);
  return { projectId, lead, ids };
}

const closeWindows = (itemIds: number[], at = "now() - interval '1 second'") =>
  pgPool().query(`UPDATE annotations SET revisable_until = ${at} WHERE item_id = ANY($1::int[])`, [
    itemIds,
  ]);

/** What a comparison writes: statuses, outcome audit rows, gold records. */
async function writes(projectId: number) {
  const { rows } = await pgPool().query(
    `SELECT (SELECT json_agg(status ORDER BY id) FROM items WHERE project_id = $1) AS statuses,
            (SELECT count(*)::int FROM audit_events WHERE project_id = $1 AND action = 'item.compare') AS compares,
            (SELECT count(*)::int FROM gold_records g JOIN items i ON i.id = g.item_id WHERE i.project_id = $1) AS gold`,
    [projectId],
  );
  return rows[0] as { statuses: string[]; compares: number; gold: number };
}

describe("a lead's read writes nothing while a closed revise window waits for the sweep", () => {
  const readers: Record<string, (w: { projectId: number; lead: SessionUser }) => Promise<unknown>> =
    {
      "agreement report": (w) => getProjectAgreement({ actor: w.lead, projectId: w.projectId }),
      "agreement version (ETag)": (w) => getAgreementVersion({ projectId: w.projectId }),
      "agreement page": (w) =>
        getAgreementDashboard({ actor: w.lead, projectId: w.projectId, filters: {} }),
      export: async (w) => {
        const exported = await openExportStream({
          actor: w.lead,
          projectId: w.projectId,
          statuses: ["gold", "rejected", "unresolved"],
        });
        return new Response(exported.stream).text();
      },
      "items list": (w) => listItems({ actor: w.lead, projectId: w.projectId, filters: {} }),
      "adjudication claim": (w) => claimNextAdjudication({ actor: w.lead, projectId: w.projectId }),
    };
  for (const [name, read] of Object.entries(readers)) {
    it(name, async () => {
      const w = await windowedProject(2);
      await closeWindows(w.ids);
      const before = await writes(w.projectId);
      expect(before).toEqual({
        statuses: ["in_annotation", "in_annotation"],
        compares: 0,
        gold: 0,
      });
      await read(w);
      expect(await writes(w.projectId)).toEqual(before);
      // The sweep, and only the sweep, compares them.
      expect(await sweepClosedWindows({ projectId: w.projectId })).toEqual(w.ids);
      expect(await writes(w.projectId)).toEqual({
        statuses: ["agreed", "disagreement"],
        compares: 2,
        gold: 1,
      });
    });
  }
});

describe("the CLI export, a process of its own with no sweep running", () => {
  it("compares the items whose windows closed before it exports", async () => {
    const w = await windowedProject(2);
    await closeWindows(w.ids);
    const out: Buffer[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation(
      (chunk) => (out.push(Buffer.from(chunk as Uint8Array)), true),
    );
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      await exportCommand.run(
        { project: String(w.projectId), as: w.lead.email, status: "gold" },
        [],
      );
    } finally {
      vi.restoreAllMocks();
    }
    // The agreed item is gold now; without the sweep nothing would be.
    const lines = Buffer.concat(out)
      .toString("utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { status: string });
    expect(lines.map((l) => l.status)).toEqual(["gold"]);
  });
});

describe("the background sweep of closed revise windows", () => {
  it("compares an item within its period once its last window closes", async () => {
    const w = await windowedProject(1);
    const stop = startClosedWindowSweep({ everyMs: 100 });
    try {
      // Past its first run (a full sweep), so the window below is found by the incremental query.
      await new Promise((r) => setTimeout(r, 300));
      await closeWindows(w.ids, "now() + interval '300 milliseconds'");
      expect((await writes(w.projectId)).statuses).toEqual(["in_annotation"]);
      const deadline = Date.now() + 5_000;
      while ((await writes(w.projectId)).compares === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(await writes(w.projectId)).toEqual({ statuses: ["agreed"], compares: 1, gold: 1 });
    } finally {
      stop();
    }
  });

  it("each run after the first reads only windows closed since the last; two instances sharing the database compare each item once", async () => {
    const w = await windowedProject(3);
    const [one, two] = [closedWindowSweeper(), closedWindowSweeper()];
    expect(await one.tick()).toBe(0); // the first run: every project with items in annotation
    expect(await two.tick()).toBe(0);
    await closeWindows([w.ids[0]], "now() + interval '200 milliseconds'");
    await closeWindows([w.ids[1]], "now() + interval '200 milliseconds'");
    await new Promise((r) => setTimeout(r, 400));
    const ticks = await Promise.all([one.tick(), two.tick()]);
    expect(ticks.reduce((a, b) => a + b)).toBe(2);
    expect(await writes(w.projectId)).toMatchObject({
      statuses: ["agreed", "disagreement", "in_annotation"],
      compares: 2,
    });
    expect(await one.tick()).toBe(0);
  });
});

describe("overview and agreement count the same items during revise windows", () => {
  it("both count only compared items and show how many wait, and when the next window closes", async () => {
    const w = await windowedProject(3);
    const { rows: closes } = await pgPool().query<{ item_id: number; closes: Date }>(
      `SELECT item_id, max(revisable_until) AS closes FROM annotations WHERE item_id = ANY($1::int[]) GROUP BY item_id ORDER BY item_id`,
      [w.ids],
    );
    const overview = async () =>
      (await getProject({ actor: w.lead, projectId: w.projectId })).statusCounts;
    const agreement = () => getProjectAgreement({ actor: w.lead, projectId: w.projectId });

    expect(await overview()).toMatchObject({ in_annotation: 3 });
    expect((await overview()).agreed ?? 0).toBe(0);
    const during = await agreement();
    expect(during.items_compared).toBe(0);
    expect(during.revise_wait).toEqual({ items: 3, next_close_at: closes[0].closes.toISOString() });
    expect(await getReviseWait({ projectId: w.projectId })).toEqual({
      items: 3,
      nextCloseAt: closes[0].closes,
    });

    const version = await getAgreementVersion({ projectId: w.projectId });
    await closeWindows([w.ids[0]]);
    await sweepClosedWindows({ projectId: w.projectId });
    expect(await overview()).toMatchObject({ agreed: 1, in_annotation: 2 });
    const after = await agreement();
    expect(after.items_compared).toBe(1);
    expect(after.revise_wait).toEqual({ items: 2, next_close_at: closes[1].closes.toISOString() });
    // The report's ETag moves when the sweep compares, though no annotation changed.
    expect(await getAgreementVersion({ projectId: w.projectId })).not.toBe(version);
  });
});
