import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/projects/[id]/annotators/route";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { skipAssignment } from "@/lib/queue/skip-assignment";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { jsonlSource, makeUser } from "../factories";
import { callRoute } from "./helpers/call-route";

const EXPERT = "katzy-expert-el";
type Variant = 0 | 1 | 2;

/** Claims the next item, dates the claim an hour back (so the client's time is within the clamp) and submits `variant` for it. */
async function annotate(
  actor: SessionUser,
  projectId: number,
  variantFor: (externalId: string) => Variant,
  seconds: number,
) {
  const claim = await claimNextItem({ actor, projectId });
  if (claim === null) throw new Error("nothing to claim");
  await db.assignment.update({
    where: { id: claim.assignmentId },
    data: { claimedAt: new Date(Date.now() - 3_600_000) },
  });
  await submitAnnotation({
    actor,
    assignmentId: claim.assignmentId,
    annotation: sampleAnnotation("generated_comment", variantFor(claim.item.externalId)),
    timeSpentMs: seconds * 1000,
  });
  return claim.item.externalId;
}

/**
 * Overlap 2: p-1 comes with the expert's prior annotation; Ana annotates all four items (10–40 s),
 * Ben q-0 (agrees) and q-1 (disagrees) and skips q-2, Cy q-2 (disagrees). The lead takes Ben's
 * side on q-1 and Ana's on q-2.
 */
async function seeded() {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind: "generated_comment",
    items: 3,
    annotators: 3,
    settings: { overlap: 2 },
  });
  const [ana, ben, cy] = annotators;
  const prior = {
    annotator: EXPERT,
    annotation: sampleAnnotation("generated_comment", 0),
    submitted_at: "2024-05-01T10:00:00Z",
  };
  await importItems({
    actor: lead,
    projectId,
    records: jsonlSource([
      { ...itemLineExamples.generated_comment, external_id: "p-1", prior_annotations: [prior] },
    ]),
  });
  // variant 0 = partially_correct, 2 = incorrect (sampleAnnotation).
  const anaLabels: Record<string, Variant> = {
    "p-1": 0,
    "q-000000": 0,
    "q-000001": 0,
    "q-000002": 2,
  };
  const done: string[] = [];
  for (const s of [10, 20, 30, 40])
    done.push(await annotate(ana, projectId, (x) => anaLabels[x], s));
  expect(done.sort()).toEqual(Object.keys(anaLabels).sort());
  expect(await annotate(ben, projectId, () => 1, 5)).toBe("q-000000");
  expect(await annotate(ben, projectId, () => 2, 7)).toBe("q-000001");
  const skip = await claimNextItem({ actor: ben, projectId });
  await skipAssignment({
    actor: ben,
    assignmentId: skip!.assignmentId,
    input: { reason: "not my language" },
  });
  expect(await annotate(cy, projectId, () => 0, 9)).toBe("q-000002");
  for (let n = 0; n < 2; n++) {
    const view = await claimNextAdjudication({ actor: lead, projectId });
    await resolveAdjudication({
      actor: lead,
      adjudicationId: view!.adjudicationId,
      input: { choice: view!.item.externalId === "q-000001" ? "b" : "a" },
    });
  }
  return { projectId, lead, ana, ben, cy };
}

async function get(user: SessionUser, projectId: number, query = "") {
  const { token } = await createApiToken({ userId: user.id, name: "test" });
  return callRoute(GET, {
    method: "GET",
    params: { id: String(projectId) },
    query,
    headers: { authorization: `Bearer ${token}` },
  });
}

type Card = Record<string, unknown> & {
  email: string | null;
  name: string;
  is_external: boolean;
  peers: {
    n: number;
    fields: Record<string, { kappa: number | null }>;
    by_peer: { annotator: string; n: number; is_external: boolean }[];
  };
  gold: {
    n: number;
    equal: number;
    share: number | null;
    fields: Record<string, { kappa: number | null }>;
  };
};

describe("annotator scorecards (GET /projects/{id}/annotators)", () => {
  it("gives each member's and the external annotator's figures, computed from the database", async () => {
    const { projectId, lead, ana, ben, cy } = await seeded();
    const res = await get(lead, projectId);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      project_id: projectId,
      kind: "generated_comment",
      field_names: ["accuracy"],
    });
    const cards = res.json.annotators as Card[];
    const card = (who: string) => cards.find((c) => c.email === who || c.name === who) as Card;
    expect(cards.map((c) => c.is_external)).toEqual([false, false, false, false, true]);

    const a = card(ana.email);
    expect(a).toMatchObject({
      user_id: ana.id,
      role: "annotator",
      is_active: true,
      submitted: 4,
      skipped: 0,
      median_seconds: 25,
      p90_seconds: 37,
    });
    expect(Date.parse(a.last_activity_at as string)).toBeGreaterThan(Date.now() - 60_000);
    expect(a.peers.by_peer.map((p) => [p.annotator, p.n, p.is_external])).toEqual(
      [
        [ben.email, 2, false],
        [cy.email, 1, false],
        [EXPERT, 1, true],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    // sklearn cohen_kappa_score([pc, pc, inc, pc], [pc, inc, pc, pc], labels=[correct, pc, incorrect]) → −1/3.
    expect(a.peers.n).toBe(4);
    expect(a.peers.fields.accuracy.kappa).toBeCloseTo(-1 / 3, 12);
    // Gold: q-0 unanimous, q-1 Ben's (not Ana's), q-2 Ana's, p-1 the expert's (same as Ana's); kappa([pc, pc, inc, pc], [pc, inc, inc, pc]) = 0.5.
    expect(a.gold).toMatchObject({ n: 4, equal: 3, share: 0.75 });
    expect(a.gold.fields.accuracy.kappa).toBeCloseTo(0.5, 12);
    expect(a.adjudication).toEqual({ disagreements: 2, overruled: 1, share: 0.5 });
    expect(a.checks).toEqual({ n: 0, mean_score: null, paused: null });

    expect(card(ben.email)).toMatchObject({
      submitted: 2,
      skipped: 1,
      median_seconds: 6,
      adjudication: { disagreements: 1, overruled: 0, share: 0 },
    });
    expect(card(cy.email)).toMatchObject({
      submitted: 1,
      skipped: 0,
      median_seconds: 9,
      p90_seconds: 9,
      adjudication: { disagreements: 1, overruled: 1, share: 1 },
    });
    expect(card(lead.email)).toMatchObject({
      role: "lead",
      submitted: 0,
      median_seconds: null,
      last_activity_at: null,
      peers: { n: 0 },
    });
    const expert = card(EXPERT);
    expect(expert).toMatchObject({
      key: `external:${EXPERT}`,
      user_id: null,
      email: null,
      role: null,
      is_external: true,
      submitted: 1,
      median_seconds: null,
      p90_seconds: null,
    });
    expect(expert.last_activity_at).toBe("2024-05-01T10:00:00.000Z");
    expect(expert.peers.by_peer).toMatchObject([{ annotator: ana.email, n: 1 }]);
  });

  it("counts each member's items in progress: claimed with an unexpired lease, not expired, submitted or skipped ones", async () => {
    const { projectId, lead, annotators } = await makeQueueProject({
      kind: "generated_comment",
      items: 3,
      annotators: 2,
    });
    const [ana, ben] = annotators;
    await claimNextItem({ actor: ana, projectId });
    const expired = await claimNextItem({ actor: ben, projectId });
    await db.assignment.update({
      where: { id: expired!.assignmentId },
      data: { leaseExpiresAt: new Date(Date.now() - 60_000) },
    });
    const cards = (await get(lead, projectId)).json.annotators as (Card & {
      in_progress: number;
    })[];
    expect(Object.fromEntries(cards.map((c) => [c.email, c.in_progress]))).toMatchObject({
      [ana.email]: 1,
      [ben.email]: 0,
      [lead.email]: 0,
    });
  });

  it("serves a CSV, and only to leads and admins (annotators 403, outsiders 404)", async () => {
    const { projectId, lead, ana } = await seeded();
    const csv = await get(lead, projectId, "?format=csv");
    expect(csv.status).toBe(200);
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(
      /^row,annotator,peer,external,role,active,submitted,skipped,median_seconds,p90_seconds,last_activity_at,peer_n,kappa_peers:accuracy,gold_n,/,
    );
    expect(lines.find((l) => l.startsWith(`annotator,${ana.email},`))).toMatch(
      new RegExp(`^annotator,${ana.email},,false,annotator,true,4,0,25,37,`),
    );
    expect(lines.filter((l) => l.startsWith(`peer,${ana.email},`))).toHaveLength(3);
    expect((await get(await makeUser("admin"), projectId)).status).toBe(200);
    expect((await get(ana, projectId)).status).toBe(403);
    expect((await get(await makeUser("lead"), projectId)).status).toBe(404);
    expect((await get(lead, projectId, "?format=xml")).status).toBe(400);
  });

  it("breaks each card down by item language, and filters to one language (?language=, JSON and CSV)", async () => {
    const { projectId, lead, ana, ben, cy } = await seeded();
    // q-0 and q-1 Greek, q-2 and p-1 English (Ben skipped q-2).
    for (const [language, ids] of [
      ["el", ["q-000000", "q-000001"]],
      ["en", ["q-000002", "p-1"]],
    ] as const) {
      await db.item.updateMany({
        where: { projectId, externalId: { in: [...ids] } },
        data: { language },
      });
    }
    type LanguageCard = {
      submitted: number;
      peers: { n: number; fields: Record<string, { kappa: number | null; ci95: unknown }> };
      gold: { n: number; equal: number };
      adjudication: unknown;
    };
    const cardsOf = (json: Record<string, unknown>) =>
      json.annotators as (Card & { skipped: number; by_language: Record<string, LanguageCard> })[];
    const all = await get(lead, projectId);
    expect(all.json).toMatchObject({ language: null, languages: ["el", "en"] });
    const cards = cardsOf(all.json);
    const card = (who: string) => cards.find((c) => c.email === who || c.name === who)!;
    expect(Object.keys(card(ana.email).by_language)).toEqual(["el", "en"]);
    expect(Object.keys(card(ben.email).by_language)).toEqual(["el"]);
    expect(Object.keys(card(cy.email).by_language)).toEqual(["en"]);
    expect(card(lead.email).by_language).toEqual({});
    const anaEl = card(ana.email).by_language.el;
    // Ana against Ben on q-0 (pc vs correct) and q-1 (pc vs incorrect); gold q-0 unanimous (pc), q-1 Ben's.
    expect(anaEl).toMatchObject({
      submitted: 2,
      peers: { n: 2 },
      gold: { n: 2, equal: 1 },
      adjudication: { disagreements: 1, overruled: 1, share: 1 },
    });
    expect(anaEl.peers.fields.accuracy).toHaveProperty("ci95");
    expect(card(ana.email).by_language.en).toMatchObject({
      submitted: 2,
      peers: { n: 2 },
      adjudication: { disagreements: 1, overruled: 0 },
    });

    // Filtered in SQL: each card's figures are that language's, the skip and times included.
    const el = await get(lead, projectId, "?language=el");
    expect(el.status).toBe(200);
    expect(el.json).toMatchObject({ language: "el", languages: ["el", "en"] });
    const elCard = (who: string) =>
      cardsOf(el.json).find((c) => c.email === who || c.name === who)!;
    expect(elCard(ana.email)).toMatchObject({
      submitted: 2,
      skipped: 0,
      peers: { n: 2 },
      gold: { n: 2, equal: 1 },
      adjudication: anaEl.adjudication,
      by_language: {},
    });
    expect(elCard(ana.email).peers.fields.accuracy.kappa).toBe(anaEl.peers.fields.accuracy.kappa);
    expect(elCard(ben.email)).toMatchObject({ submitted: 2, skipped: 0 });
    expect(elCard(cy.email)).toMatchObject({
      submitted: 0,
      skipped: 0,
      median_seconds: null,
      last_activity_at: null,
    });
    expect(elCard(EXPERT)).toBeUndefined();
    const en = await get(lead, projectId, "?language=en");
    const enCard = (who: string) =>
      cardsOf(en.json).find((c) => c.email === who || c.name === who)!;
    expect(enCard(ben.email)).toMatchObject({ submitted: 0, skipped: 1 });
    expect(enCard(EXPERT)).toMatchObject({ submitted: 1 });

    const csv = await get(lead, projectId, "?format=csv&language=el");
    expect(csv.status).toBe(200);
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines[0].endsWith(",language")).toBe(true);
    expect(lines.slice(1).every((l) => l.endsWith(",el"))).toBe(true);
    const allCsv = await get(lead, projectId, "?format=csv");
    expect(
      allCsv.text.split("\r\n").filter((l) => l.startsWith(`language,${ana.email},`)),
    ).toHaveLength(2);

    expect((await get(lead, projectId, "?language=")).json).toMatchObject({ language: null });
    const bad = await get(lead, projectId, `?language=${"x".repeat(201)}`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("language");
  });
});
