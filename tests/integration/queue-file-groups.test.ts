import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { getAssignmentGroup } from "@/lib/queue/file-group";
import { releaseAssignment } from "@/lib/queue/release-assignment";
import { saveDraft } from "@/lib/queue/save-draft";
import { pgPool } from "@/lib/db/pg-pool";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

// File groups (decision 051, settings claimGroup "file_id"): a claim takes every free item of the
// head item's file at once, each under its own rule (exactly N per item).

/** Generated comments in files of `perFile` items: item i is in file `f<i / perFile>`. */
const makeFiles = (opts: {
  files: number;
  perFile: number;
  annotators: number;
  settings?: Partial<ProjectSettings>;
}) =>
  makeQueueProject({
    kind: "generated_comment",
    items: opts.files * opts.perFile,
    annotators: opts.annotators,
    settings: { claimGroup: "file_id", ...opts.settings },
    fields: (i) => ({ file_id: `f${Math.floor(i / opts.perFile)}`, model: `m${i % opts.perFile}` }),
  });

/** The caller's running claims in the project, with their items' files. */
const runningClaims = (userId: number, projectId: number) =>
  db.assignment
    .findMany({
      where: { userId, projectId, status: "active", leaseExpiresAt: { gt: new Date() } },
      select: {
        id: true,
        itemId: true,
        leaseExpiresAt: true,
        item: { select: { generatedComment: { select: { fileId: true } } } },
      },
      orderBy: { itemId: "asc" },
    })
    .then((rows) =>
      rows.map((r) => ({
        id: r.id,
        itemId: r.itemId,
        leaseExpiresAt: r.leaseExpiresAt.getTime(),
        fileId: r.item.generatedComment?.fileId,
      })),
    );

const itemsOfFile = (projectId: number, fileId: string) =>
  db.item
    .findMany({
      where: { projectId, generatedComment: { fileId } },
      select: { id: true },
      orderBy: { id: "asc" },
    })
    .then((rows) => rows.map((r) => r.id));

describe("claiming by file (claimGroup file_id)", () => {
  it("takes every free item of the head's file with one lease, and none of another file; asking again returns the group", async () => {
    const {
      projectId,
      annotators: [a, b, c],
    } = await makeFiles({ files: 3, perFile: 4, annotators: 3 });
    const first = (await claimNextItem({ actor: a, projectId }))!;
    const held = await runningClaims(a.id, projectId);
    expect(held.map((h) => h.itemId)).toEqual(await itemsOfFile(projectId, "f0"));
    expect(new Set(held.map((h) => h.leaseExpiresAt)).size).toBe(1);
    // The group's first item is returned, and asking again (a reload) claims nothing more.
    expect(first.item.id).toBe(held[0].itemId);
    expect((await claimNextItem({ actor: a, projectId }))!.assignmentId).toBe(first.assignmentId);
    expect(await runningClaims(a.id, projectId)).toHaveLength(4);
    // Overlap 2: b takes the same file's second slots, c (f0 full) the next file.
    await claimNextItem({ actor: b, projectId });
    expect((await runningClaims(b.id, projectId)).map((h) => h.fileId)).toEqual([
      "f0",
      "f0",
      "f0",
      "f0",
    ]);
    await claimNextItem({ actor: c, projectId });
    expect((await runningClaims(c.id, projectId)).map((h) => h.fileId)).toEqual([
      "f1",
      "f1",
      "f1",
      "f1",
    ]);
    // Submitting one by one walks through the group before the next file.
    for (const h of held) {
      expect((await claimNextItem({ actor: a, projectId }))!.item.id).toBe(h.itemId);
      await submitAnnotation({
        actor: a,
        assignmentId: h.id,
        annotation: sampleAnnotation("generated_comment"),
      });
    }
    await claimNextItem({ actor: a, projectId });
    expect((await runningClaims(a.id, projectId)).map((h) => h.fileId)).toEqual([
      "f1",
      "f1",
      "f1",
      "f1",
    ]);
  });

  it("without claimGroup a claim takes one item, as before", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 4,
      annotators: 1,
      fields: () => ({ file_id: "f0" }),
    });
    await claimNextItem({ actor: a, projectId });
    expect(await runningClaims(a.id, projectId)).toHaveLength(1);
  });

  it("passes over a full item of the file, and takes none of another file", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeFiles({
      files: 2,
      perFile: 4,
      annotators: 2,
      settings: { overlap: 1, claimGroup: null },
    });
    const f0 = await itemsOfFile(projectId, "f0");
    // Before the group setting: b holds f0's first item (overlap 1: full), a submitted its second.
    const held = (await claimNextItem({ actor: b, projectId }))!;
    expect(held.item.id).toBe(f0[0]);
    const own = (await claimNextItem({ actor: a, projectId }))!;
    expect(own.item.id).toBe(f0[1]);
    await submitAnnotation({
      actor: a,
      assignmentId: own.assignmentId,
      annotation: sampleAnnotation("generated_comment"),
    });
    const project = await db.project.findUniqueOrThrow({ where: { id: projectId } });
    await db.project.update({
      where: { id: projectId },
      data: { settings: { ...(project.settings as object), claimGroup: "file_id" } },
    });
    await claimNextItem({ actor: a, projectId });
    expect((await runningClaims(a.id, projectId)).map((h) => h.itemId)).toEqual(f0.slice(2));
    expect(await db.assignment.count({ where: { itemId: f0[0] } })).toBe(1);
  });

  it("counts groups for the claim one ahead: the next group only once the group on screen is down to its last claim", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeFiles({ files: 3, perFile: 3, annotators: 1 });
    const onScreen = (await claimNextItem({ actor: a, projectId }))!;
    // The group on screen has other claims: nothing ahead (the single-item screen's next claim is the group's next one).
    expect(await claimNextItem({ actor: a, projectId, aheadOf: onScreen.assignmentId })).toBeNull();
    const f0 = await runningClaims(a.id, projectId);
    for (const h of f0.slice(0, 2))
      await submitAnnotation({
        actor: a,
        assignmentId: h.id,
        annotation: sampleAnnotation("generated_comment"),
      });
    const last = f0[2];
    expect((await claimNextItem({ actor: a, projectId }))!.assignmentId).toBe(last.id);
    const ahead = await Promise.all(
      [1, 2].map(() => claimNextItem({ actor: a, projectId, aheadOf: last.id })),
    );
    expect(ahead[0]!.assignmentId).toBe(ahead[1]!.assignmentId);
    expect((await runningClaims(a.id, projectId)).map((h) => h.fileId)).toEqual([
      "f0",
      "f1",
      "f1",
      "f1",
    ]);
    // Ahead of the group ahead (which has other claims): nothing, never a third group.
    expect(
      await claimNextItem({ actor: a, projectId, aheadOf: ahead[0]!.assignmentId }),
    ).toBeNull();
    expect(await runningClaims(a.id, projectId)).toHaveLength(4);
    // Giving back the group ahead (the screen's prefetch release) leaves the claim on screen.
    await releaseAssignment({ actor: a, assignmentId: ahead[0]!.assignmentId });
    expect((await runningClaims(a.id, projectId)).map((h) => h.id)).toEqual([last.id]);
  });

  it("the quota counts each claim of a group, the one on screen as done", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeFiles({ files: 3, perFile: 3, annotators: 1, settings: { quota: 4 } });
    await claimNextItem({ actor: a, projectId });
    const f0 = await runningClaims(a.id, projectId);
    expect(f0).toHaveLength(3);
    await submitAnnotation({
      actor: a,
      assignmentId: f0[0].id,
      annotation: sampleAnnotation("generated_comment"),
    });
    await submitAnnotation({
      actor: a,
      assignmentId: f0[1].id,
      annotation: sampleAnnotation("generated_comment"),
    });
    await claimNextItem({ actor: a, projectId, aheadOf: f0[2].id });
    // 2 submitted and 1 on screen: the quota of 4 leaves room for 1 of the next file.
    expect((await runningClaims(a.id, projectId)).map((h) => h.fileId)).toEqual(["f0", "f1"]);
  });

  it("a release gives back the rest of the group, which comes back whole", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeFiles({ files: 1, perFile: 4, annotators: 2, settings: { overlap: 1 } });
    const first = (await claimNextItem({ actor: a, projectId }))!;
    const held = await runningClaims(a.id, projectId);
    expect(held).toHaveLength(4);
    // A draft on one of them, to see it kept.
    await db.assignment.update({ where: { id: held[2].id }, data: { draft: { notes: "kept" } } });
    await releaseAssignment({ actor: a, assignmentId: first.assignmentId });
    expect(await runningClaims(a.id, projectId)).toHaveLength(0);
    expect(await db.item.count({ where: { projectId, status: "pending" } })).toBe(4);
    // Overlap 1: the whole file is free for b, then given back by b.
    const bFirst = (await claimNextItem({ actor: b, projectId }))!;
    expect(await runningClaims(b.id, projectId)).toHaveLength(4);
    await releaseAssignment({ actor: b, assignmentId: bFirst.assignmentId });
    // a's released claims come back as a group, with their drafts.
    await claimNextItem({ actor: a, projectId });
    const again = await runningClaims(a.id, projectId);
    expect(again.map((h) => h.id)).toEqual(held.map((h) => h.id));
    expect((await db.assignment.findUniqueOrThrow({ where: { id: held[2].id } })).draft).toEqual({
      notes: "kept",
    });
  });

  it("the group screen reads the caller's own active claims on the file, in item order; another's assignment is a 404", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeFiles({ files: 2, perFile: 3, annotators: 2 });
    await claimNextItem({ actor: a, projectId });
    await claimNextItem({ actor: b, projectId }); // overlap 2: b holds f0 too
    const held = await runningClaims(a.id, projectId);
    const group = await getAssignmentGroup({ actor: a, assignmentId: held[1].id });
    expect(group.members.map((g) => g.assignmentId)).toEqual(held.map((h) => h.id));
    expect(group.members.map((g) => g.item.id)).toEqual(await itemsOfFile(projectId, "f0"));
    expect([group.doneBefore, group.fileId]).toEqual([0, "f0"]);
    // A submitted one leaves the group and is counted as done (b's submit is not); the submitted one itself opens alone.
    await submitAnnotation({
      actor: a,
      assignmentId: held[0].id,
      annotation: sampleAnnotation("generated_comment"),
    });
    const [b0] = await runningClaims(b.id, projectId);
    await submitAnnotation({
      actor: b,
      assignmentId: b0.id,
      annotation: sampleAnnotation("generated_comment"),
    });
    const after = await getAssignmentGroup({ actor: a, assignmentId: held[2].id });
    expect([after.members.map((g) => g.assignmentId), after.doneBefore]).toEqual([
      [held[1].id, held[2].id],
      1,
    ]);
    const alone = await getAssignmentGroup({ actor: a, assignmentId: held[0].id });
    expect(alone.members.map((g) => [g.assignmentId, g.status])).toEqual([
      [held[0].id, "submitted"],
    ]);
    const [ofB] = await runningClaims(b.id, projectId);
    await expect(getAssignmentGroup({ actor: a, assignmentId: ofB.id })).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("without claimGroup the group screen gets the one assignment", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 3,
      annotators: 1,
      fields: () => ({ file_id: "same" }),
    });
    const first = (await claimNextItem({ actor: a, projectId }))!;
    expect(
      (await getAssignmentGroup({ actor: a, assignmentId: first.assignmentId })).members.map(
        (g) => g.assignmentId,
      ),
    ).toEqual([first.assignmentId]);
  });

  it("saving a draft of one comment renews the group's running leases, not an expired one nor anyone else's", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeFiles({ files: 1, perFile: 3, annotators: 2 });
    await claimNextItem({ actor: a, projectId });
    await claimNextItem({ actor: b, projectId });
    const [h0, h1, h2] = await runningClaims(a.id, projectId);
    const [ofB] = await runningClaims(b.id, projectId);
    await pgPool().query(
      `UPDATE assignments SET lease_expires_at = now() + interval '1 minute' WHERE project_id = $1`,
      [projectId],
    );
    await pgPool().query(
      `UPDATE assignments SET lease_expires_at = now() - interval '1 second' WHERE id = $1`,
      [h2.id],
    );
    const before = Date.now();
    await saveDraft({ actor: a, assignmentId: h0.id, draft: { notes: "x" } });
    const lease = async (id: number) =>
      (
        await db.assignment.findUniqueOrThrow({ where: { id }, select: { leaseExpiresAt: true } })
      ).leaseExpiresAt.getTime() - before;
    const minutes = (ms: number) => Math.round(ms / 60_000);
    expect([minutes(await lease(h0.id)), minutes(await lease(h1.id))]).toEqual([30, 30]);
    expect(await lease(h2.id)).toBeLessThan(0);
    expect(minutes(await lease(ofB.id))).toBe(1);
  });

  it("20 concurrent claimers × 8 files of 5, overlap 2: exactly 2 distinct annotators per item, every group of one file", async () => {
    const { projectId, annotators } = await makeFiles({ files: 8, perFile: 5, annotators: 20 });
    const mixed: number[][] = [];
    await Promise.all(
      annotators.map(async (actor, n) => {
        for (;;) {
          const claim = await claimNextItem({ actor, projectId });
          if (!claim) return;
          const group = await runningClaims(actor.id, projectId);
          if (new Set(group.map((g) => g.fileId)).size !== 1)
            mixed.push(group.map((g) => g.itemId));
          for (const g of group)
            await submitAnnotation({
              actor,
              assignmentId: g.id,
              annotation: sampleAnnotation("generated_comment", n % 3 === 0 ? 2 : 0),
            });
        }
      }),
    );
    expect(mixed).toEqual([]);
    const perItem = await db.$queryRaw<{ n: number; distinct_users: number; count: number }[]>`
      SELECT count(a.id)::int AS n, count(DISTINCT a.user_id)::int AS distinct_users, i.annotation_count AS count
        FROM items i LEFT JOIN annotations a ON a.item_id = i.id WHERE i.project_id = ${projectId} GROUP BY i.id`;
    expect(perItem).toHaveLength(40);
    expect(perItem.filter((r) => !(r.n === 2 && r.distinct_users === 2 && r.count === 2))).toEqual(
      [],
    );
    expect(
      await db.assignment.count({ where: { item: { projectId }, status: { not: "submitted" } } }),
    ).toBe(0);
  });
});
