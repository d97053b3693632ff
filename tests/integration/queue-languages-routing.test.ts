import { describe, expect, it } from "vitest";
import { GET as listMembers } from "@/app/api/v1/projects/[id]/members/route";
import { PATCH as patchMember } from "@/app/api/v1/projects/[id]/members/[userId]/route";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { pgPool } from "@/lib/db/pg-pool";
import { getLanguageCoverage } from "@/lib/projects/get-language-coverage";
import { updateProjectMember } from "@/lib/projects/update-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import {
  addAnnotatorsInBulk,
  makeQueueProject,
  sampleAnnotation,
} from "../concurrency/queue-fixtures";
import {
  call,
  clearLanguage,
  drain,
  languageOf,
  type Route,
  setLanguages,
} from "./helpers/queue-languages";

describe("member languages route the claim (SPEC §2 Languages)", () => {
  it("a member with languages gets only items in them or with none; one without, any", async () => {
    const langs = ["el", "en", "ru"];
    const {
      projectId,
      lead,
      annotators: [greek, duo, any],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 12,
      annotators: 3,
      settings: { overlap: 1 },
      language: (i) => langs[i % 3],
    });
    await clearLanguage(projectId, ["q-000011"]); // an ru item with no language now
    await setLanguages(lead, projectId, greek, ["el"]);
    await setLanguages(lead, projectId, duo, ["ru", "en"]);
    expect((await drain(greek, projectId)).sort()).toEqual(["el", "el", "el", "el", null]);
    expect((await drain(duo, projectId)).sort()).toEqual([
      "en",
      "en",
      "en",
      "en",
      "ru",
      "ru",
      "ru",
    ]);
    expect(await drain(any, projectId)).toEqual([]);
    // A fresh member without languages takes anything: here, nothing is left.
    const { projectId: second, annotators } = await makeQueueProject({
      kind: "generated_comment",
      items: 3,
      annotators: 1,
      language: (i) => langs[i],
    });
    expect((await drain(annotators[0], second)).sort()).toEqual(["el", "en", "ru"]);
  });

  it("50 concurrent claimers with languages: nobody gets an item outside theirs, every item gets exactly 2 distinct annotators", async () => {
    const langs = ["el", "en", "ru", "zh"];
    const { projectId, lead } = await makeQueueProject({
      kind: "generated_comment",
      items: 120,
      annotators: 0,
      settings: { overlap: 2 },
      language: (i) => langs[i % 4],
    });
    // 50 accounts at once (one password hash), as the two-instances script makes them.
    const ids = (await addAnnotatorsInBulk({ projectId, count: 50 })).map((u) => u.id);
    const people: SessionUser[] = await db.user.findMany({
      where: { id: { in: ids } },
      select: { id: true, email: true, name: true, role: true },
      orderBy: { id: "asc" },
    });
    await clearLanguage(projectId, [
      "q-000000",
      "q-000001",
      "q-000002",
      "q-000003",
      "q-000004",
      "q-000005",
    ]);
    const choices = [["el"], ["en"], ["ru", "zh"], ["el", "en"], [], ["zh"]];
    const mine = new Map<number, string[]>();
    for (const [n, person] of people.entries()) {
      mine.set(person.id, choices[n % choices.length]);
      await setLanguages(lead, projectId, person, choices[n % choices.length]);
    }
    await Promise.all(
      people.map(async (actor, n) => {
        for (;;) {
          const claim = await claimNextItem({ actor, projectId });
          if (!claim) return;
          await submitAnnotation({
            actor,
            assignmentId: claim.assignmentId,
            annotation: sampleAnnotation("generated_comment", n % 3 === 0 ? 2 : 0),
          });
        }
      }),
    );
    const rows = await db.$queryRaw<{ user_id: number; language: string | null }[]>`
      SELECT a.user_id, i.language FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = ${projectId}`;
    const outside = rows.filter((r) => {
      const allowed = mine.get(r.user_id)!;
      return r.language !== null && allowed.length > 0 && !allowed.includes(r.language);
    });
    expect(outside).toEqual([]);
    const perItem = await db.$queryRaw<{ n: number; distinct_users: number }[]>`
      SELECT count(a.id)::int AS n, count(DISTINCT a.user_id)::int AS distinct_users FROM items i LEFT JOIN annotations a ON a.item_id = i.id
       WHERE i.project_id = ${projectId} GROUP BY i.id`;
    expect(perItem).toHaveLength(120);
    expect(perItem.filter((r) => r.n !== 2 || r.distinct_users !== 2)).toEqual([]);
    expect(await db.assignment.count({ where: { projectId, status: { not: "submitted" } } })).toBe(
      0,
    );
  }, 300_000);

  it("a language change releases the claims outside the new languages (draft kept), audited; the next claim is in them", async () => {
    const {
      projectId,
      lead,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 4,
      annotators: 1,
      language: (i) => ["en", "el"][i % 2],
    });
    const held = await claimNextItem({ actor: ana, projectId });
    expect(await languageOf(held!.item.id)).toBe("en");
    await db.assignment.update({
      where: { id: held!.assignmentId },
      data: { draft: { accuracy: "correct" } },
    });

    const keep = await call(
      patchMember as Route,
      lead,
      { id: projectId, userId: ana.id },
      "PATCH",
      { languages: ["EN", "el", "en"] },
    );
    expect(keep).toMatchObject({
      status: 200,
      json: { member: { user_id: ana.id, languages: ["en", "el"] } },
    });
    expect(
      await db.assignment.findUniqueOrThrow({
        where: { id: held!.assignmentId },
        select: { status: true },
      }),
    ).toEqual({ status: "active" });

    expect(
      (
        await call(patchMember as Route, lead, { id: projectId, userId: ana.id }, "PATCH", {
          languages: ["el"],
        })
      ).status,
    ).toBe(200);
    expect(
      await db.assignment.findUniqueOrThrow({
        where: { id: held!.assignmentId },
        select: { status: true, draft: true },
      }),
    ).toEqual({
      status: "released",
      draft: { accuracy: "correct" },
    });
    expect(
      await db.item.findUniqueOrThrow({ where: { id: held!.item.id }, select: { status: true } }),
    ).toEqual({ status: "pending" });
    const next = await claimNextItem({ actor: ana, projectId });
    expect(await languageOf(next!.item.id)).toBe("el");

    const listed = await call(listMembers as Route, lead, { id: projectId }, "GET");
    expect(
      listed.json.members.find((m: { user_id: number }) => m.user_id === ana.id),
    ).toMatchObject({ languages: ["el"] });
    const events = await db.auditEvent.findMany({
      where: { projectId, action: "member.update" },
      orderBy: { id: "asc" },
      select: { before: true, after: true },
    });
    expect(events.map((e) => [e.before, e.after])).toEqual([
      [
        { role: "annotator", isActive: true, languages: [] },
        { email: ana.email, role: "annotator", isActive: true, languages: ["en", "el"] },
      ],
      [
        { role: "annotator", isActive: true, languages: ["en", "el"] },
        {
          email: ana.email,
          role: "annotator",
          isActive: true,
          languages: ["el"],
          released: { assignments: 1, adjudications: 0 },
        },
      ],
    ]);
    // null clears them: any language again; a PATCH naming no change writes no audit row.
    expect(
      await call(patchMember as Route, lead, { id: projectId, userId: ana.id }, "PATCH", {
        languages: null,
      }),
    ).toMatchObject({
      status: 200,
      json: { member: { languages: [] } },
    });
    expect(
      (
        await call(patchMember as Route, lead, { id: projectId, userId: ana.id }, "PATCH", {
          languages: [],
        })
      ).status,
    ).toBe(200);
    expect(await db.auditEvent.count({ where: { projectId, action: "member.update" } })).toBe(3);
  });

  it("a language change waits for a claim in flight and then releases it", async () => {
    const {
      projectId,
      lead,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 2,
      annotators: 1,
      language: (i) => ["en", "el"][i],
    });
    const client = await pgPool().connect();
    let changed = false;
    let claimed = 0;
    try {
      await client.query("BEGIN");
      const { rows } = await client.query(
        `SELECT item_id FROM accord_claim_item($1, $2, 2, 60, '{annotator}')`,
        [projectId, ana.id],
      );
      claimed = rows[0].item_id;
      // (No other query until the commit: the embedded database has one connection.)
      const changing = setLanguages(lead, projectId, ana, ["el"]).then(() => (changed = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(changed).toBe(false);
      await client.query("COMMIT");
      await changing;
    } finally {
      client.release();
    }
    expect(await languageOf(claimed)).toBe("en");
    expect(
      await db.assignment.findMany({ where: { userId: ana.id }, select: { status: true } }),
    ).toEqual([{ status: "released" }]);
  });
});

describe("the lead's overview per language", () => {
  it("counts open items and the active annotators able to take each language", async () => {
    const {
      projectId,
      lead,
      annotators: [greek, any, english, gone],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 6,
      annotators: 4,
      settings: { overlap: 2 },
      language: (i) => ["el", "en", "ru"][i % 3],
    });
    await clearLanguage(projectId, ["q-000005"]);
    await setLanguages(lead, projectId, greek, ["el"]);
    await setLanguages(lead, projectId, english, ["en"]);
    await setLanguages(lead, projectId, gone, ["ru"]);
    await updateProjectMember({
      actor: lead,
      projectId,
      userId: gone.id,
      input: { active: false },
    });
    const claim = await claimNextItem({ actor: any, projectId });
    await submitAnnotation({
      actor: any,
      assignmentId: claim!.assignmentId,
      annotation: sampleAnnotation("generated_comment"),
    });
    await submitAnnotation({
      actor: greek,
      assignmentId: (await claimNextItem({ actor: greek, projectId }))!.assignmentId,
      annotation: sampleAnnotation("generated_comment"),
    });
    expect(await getLanguageCoverage({ actor: lead, projectId })).toEqual([
      { language: "el", openItems: 1, annotators: 2 },
      { language: "en", openItems: 2, annotators: 2 },
      { language: "ru", openItems: 1, annotators: 1 },
      { language: null, openItems: 1, annotators: 3 },
    ]);
    await expect(getLanguageCoverage({ actor: any, projectId })).rejects.toMatchObject({
      code: "forbidden",
    });
  });
});
