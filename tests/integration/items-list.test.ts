import { describe, expect, it } from "vitest";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { pgPool } from "@/lib/db/pg-pool";
import { listItems } from "@/lib/items/list-items";
import * as exportRoute from "@/app/api/v1/projects/[id]/items/export/route";
import * as reopenRoute from "@/app/api/v1/projects/[id]/items/reopen/route";
import * as itemsRoute from "@/app/api/v1/projects/[id]/items/route";
import { makeProject, makeUser } from "../factories";
import { callRoute, type RouteHandler } from "./helpers/call-route";
import { insertAnnotation } from "./helpers/insert-annotation";
import { makeItems } from "./helpers/make-items";

// The lead's items list (issue 17, decision 053): content search by pg_trgm for Latin, Chinese and
// Russian text, the annotator/model/language/status filters, and the bulk reopen and export of ticked items.

const comments = [
  {
    predicted_comment: "Returns the cached value and refreshes it",
    model: "m/alpha",
    language: "en",
  },
  { predicted_comment: "返回缓存的值并刷新它", model: "m/beta", language: "zh" },
  { predicted_comment: "Возвращает кэшированное значение", model: "m/alpha", language: "ru" },
  { predicted_comment: "Parses the header line", model: "m/beta", language: "en" },
];

async function commentProject() {
  const ana = await makeUser("annotator", "Ana");
  const ben = await makeUser("annotator", "Ben");
  const namesake = await makeUser("annotator", "Ben"); // same name, another person: listed twice
  const { id: projectId, lead } = await makeProject({
    kind: "generated_comment",
    members: [
      [ana, "annotator"],
      [ben, "annotator"],
      [namesake, "annotator"],
    ],
  });
  const ids = await makeItems({ lead, projectId, kind: "generated_comment", items: comments });
  return { projectId, lead, ana, ben, namesake, ids };
}

const gold = { accuracy: "correct", error_codes: [], notes: "" };
async function makeGold(itemIds: number[]) {
  for (const itemId of itemIds)
    await db.goldRecord.create({ data: { itemId, source: "adjudicated", data: gold } });
  await db.item.updateMany({ where: { id: { in: itemIds } }, data: { status: "gold" } });
}

async function call(
  route: RouteHandler,
  as: SessionUser,
  projectId: number,
  opts: { method?: string; query?: string; body?: unknown } = {},
) {
  const { token } = await createApiToken({ userId: as.id, name: "items-list" });
  return callRoute(route, {
    method: opts.method ?? "POST",
    params: { id: String(projectId) },
    query: opts.query,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

const search = async (lead: SessionUser, projectId: number, q: string) =>
  (await listItems({ actor: lead, projectId, filters: { q } })).items.map((i) => i.externalId);

describe("items list: search and filters", () => {
  it("finds Latin, Chinese and Russian substrings of the content (case-insensitively), and external ids", async () => {
    const { projectId, lead } = await commentProject();
    expect(await search(lead, projectId, "CACHED val")).toEqual(["i-0"]);
    expect(await search(lead, projectId, "缓存的值")).toEqual(["i-1"]);
    expect(await search(lead, projectId, "缓存")).toEqual(["i-1"]); // two characters: no whole trigram, still found
    expect(await search(lead, projectId, "КЭШИРОВАННОЕ")).toEqual(["i-2"]);
    expect(await search(lead, projectId, "i-3")).toEqual(["i-3"]);
    expect(await search(lead, projectId, "50%")).toEqual([]); // literal, not a pattern
    expect(await search(lead, projectId, "no such text")).toEqual([]);
  });

  it("shows a one-line preview of the content and who annotated, and filters by annotator, model, language and status", async () => {
    const { projectId, lead, ana, ben, namesake, ids } = await commentProject();
    await insertAnnotation({ itemId: ids[0], userId: ana.id, data: gold });
    await insertAnnotation({ itemId: ids[0], userId: ben.id, data: gold });
    await insertAnnotation({ itemId: ids[0], userId: namesake.id, data: gold });
    await insertAnnotation({ itemId: ids[1], userId: ben.id, data: gold });
    await insertAnnotation({ itemId: ids[1], machine: "judge", data: gold });
    await makeGold([ids[3]]);
    const all = await listItems({ actor: lead, projectId, filters: {} });
    expect(all.items.map((i) => [i.preview, i.annotators])).toEqual([
      ["Returns the cached value and refreshes it", ["Ana", "Ben", "Ben"]],
      ["返回缓存的值并刷新它", ["Ben"]],
      ["Возвращает кэшированное значение", []],
      ["Parses the header line", []],
    ]);
    expect(all.facets.annotators).toEqual([
      { id: ana.id, name: "Ana" },
      { id: ben.id, name: "Ben" },
      { id: namesake.id, name: "Ben" },
    ]);
    const ext = async (filters: Record<string, string>) =>
      (await listItems({ actor: lead, projectId, filters })).items.map((i) => i.externalId);
    expect(await ext({ annotator: String(ben.id) })).toEqual(["i-0", "i-1"]);
    expect(await ext({ annotator: String(ana.id) })).toEqual(["i-0"]);
    expect(await ext({ model: "m/alpha" })).toEqual(["i-0", "i-2"]);
    expect(await ext({ language: "en" })).toEqual(["i-0", "i-3"]);
    expect(await ext({ status: "gold" })).toEqual(["i-3"]);
    expect(await ext({ status: "pending", model: "m/beta", q: "刷新" })).toEqual(["i-1"]);
    expect(
      (await listItems({ actor: lead, projectId, filters: { annotator: String(ben.id) } })).total,
    ).toBe(2);
  });

  it("cuts a long preview to 80 characters on one line", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "generated_comment" });
    await makeItems({
      lead,
      projectId,
      kind: "generated_comment",
      items: [{ predicted_comment: `first\nline ${"长".repeat(200)}` }],
    });
    const [item] = (await listItems({ actor: lead, projectId, filters: {} })).items;
    expect([...item.preview]).toHaveLength(80);
    expect(item.preview).toMatch(/^first line 长+…$/);
  });

  it("refuses a bad filter with a 400 naming it, and an annotator with a 403", async () => {
    const { projectId, lead, ana } = await commentProject();
    for (const [query, field] of [
      ["?status=done", "status"],
      ["?annotator=ana", "annotator"],
      ["?annotator=99999999999", "annotator"],
      ["?q=%00", "q"],
    ] as const) {
      const res = await call(itemsRoute.GET, lead, projectId, { method: "GET", query });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.json.error?.details?.fields as object), query).toEqual([field]);
    }
    expect((await call(itemsRoute.GET, ana, projectId, { method: "GET" })).status).toBe(403);
  });
});

describe("items list: pg_trgm on this database (decision 053)", () => {
  it("makes trigrams of Chinese and Russian text, so the index narrows a search in those scripts", async () => {
    const pool = pgPool();
    const trgm = await pool.query<{ zh: string[]; ru: string[] }>(
      `SELECT show_trgm('返回缓存的值') AS zh, show_trgm('кэшированное') AS ru`,
    );
    expect(trgm.rows[0].zh.length).toBeGreaterThan(0);
    expect(trgm.rows[0].ru.length).toBeGreaterThan(0);
    // 300 items without the term and one with it: the index's bitmap should hold (about) the one.
    // Searched without the project (whose own index the planner may prefer), so only the trigram index applies.
    const { id: projectId, lead } = await makeProject({ kind: "generated_comment" });
    const filler = Array.from({ length: 300 }, (_, n) => ({
      predicted_comment: `Parses line ${n} of the header 解析标题 Разбирает`,
    }));
    await makeItems({
      lead,
      projectId,
      kind: "generated_comment",
      items: [...filler, { predicted_comment: "返回缓存的值 Возвращает кэшированное" }],
    });
    for (const term of ["缓存的值", "кэшированное", "cached value"]) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("SET LOCAL enable_seqscan = off");
        const plan = await client.query<{ "QUERY PLAN": unknown }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) SELECT id FROM items WHERE search_text ILIKE '%' || $1 || '%'`,
          [term],
        );
        const text = JSON.stringify(plan.rows[0]["QUERY PLAN"]);
        expect(text, term).toContain("items_search_text_trgm_idx");
        const heapRows = [...text.matchAll(/"Rows Removed by Index Recheck":(\d+)/g)].reduce(
          (s, m) => s + Number(m[1]),
          0,
        );
        expect(heapRows, term).toBeLessThan(10);
      } finally {
        await client.query("ROLLBACK");
        client.release();
      }
    }
  });
});

describe("items list: bulk reopen and export of ticked items", () => {
  it("reopens exactly the ticked items, one audit event each, and refuses a selection with an item it cannot reopen", async () => {
    const { projectId, lead, ids } = await commentProject();
    await makeGold([ids[0], ids[1], ids[2]]);
    const status = async () =>
      (
        await db.item.findMany({
          where: { projectId },
          orderBy: { id: "asc" },
          select: { status: true },
        })
      ).map((i) => i.status);

    const mixed = await call(reopenRoute.POST, lead, projectId, {
      body: { item_ids: [ids[0], ids[3]], reason: "check again" },
    });
    expect(mixed.status).toBe(422);
    expect(mixed.json.error?.details?.errors).toEqual([
      { item_id: ids[3], message: expect.stringContaining("pending") },
    ]);
    expect(await status()).toEqual(["gold", "gold", "gold", "pending"]);

    const res = await call(reopenRoute.POST, lead, projectId, {
      body: { item_ids: [ids[2], ids[0]], reason: "check again" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ reopened: [ids[0], ids[2]], item_status: "disagreement" });
    expect(await status()).toEqual(["disagreement", "gold", "disagreement", "pending"]);
    expect(await db.goldRecord.count({ where: { itemId: { in: ids } } })).toBe(1);
    const audit = await db.auditEvent.findMany({
      where: { projectId, action: "item.reopen" },
      select: { entityId: true },
    });
    expect(audit.map((a) => Number(a.entityId)).sort((a, b) => a - b)).toEqual([ids[0], ids[2]]);
  });

  it("refuses bad bodies with field messages and writes nothing; an annotator gets 403", async () => {
    const { projectId, lead, ana, ids } = await commentProject();
    await makeGold([ids[0]]);
    const other = await commentProject();
    for (const [body, field] of [
      [{ item_ids: [], reason: "x" }, "item_ids"],
      [{ item_ids: ["1"], reason: "x" }, "item_ids"],
      [{ item_ids: [ids[0]] }, "reason"],
      [{ item_ids: [ids[0]], reason: "x", itemIds: [1] }, "itemIds"],
    ] as const) {
      const res = await call(reopenRoute.POST, lead, projectId, { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(
        Object.keys(res.json.error?.details?.fields as object).map((k) => k.split(".")[0]),
        JSON.stringify(body),
      ).toContain(field);
    }
    const foreign = await call(reopenRoute.POST, lead, projectId, {
      body: { item_ids: [other.ids[0]], reason: "x" },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.json.error?.details?.errors).toEqual([
      { item_id: other.ids[0], message: "no such item in the project" },
    ]);
    expect(
      (await call(exportRoute.POST, lead, projectId, { body: { item_ids: [other.ids[0]] } }))
        .status,
    ).toBe(422);
    expect(
      (
        await call(exportRoute.POST, lead, projectId, {
          body: { item_ids: [ids[0]], identities: "names" },
        })
      ).json.error?.details?.fields,
    ).toHaveProperty("identities");
    expect(
      (await call(reopenRoute.POST, ana, projectId, { body: { item_ids: [ids[0]], reason: "x" } }))
        .status,
    ).toBe(403);
    expect(
      (await call(exportRoute.POST, ana, projectId, { body: { item_ids: [ids[0]] } })).status,
    ).toBe(403);
    expect(
      await db.item.findUniqueOrThrow({ where: { id: ids[0] }, select: { status: true } }),
    ).toEqual({ status: "gold" });
    expect(
      await db.auditEvent.count({
        where: { projectId, action: { in: ["item.reopen", "export.selection"] } },
      }),
    ).toBe(0);
  });

  it("exports exactly the ticked items, whatever their status, in the export's format, and audits it", async () => {
    const { projectId, lead, ana, ids } = await commentProject();
    await makeGold([ids[1]]);
    await insertAnnotation({ itemId: ids[3], userId: ana.id, data: gold });
    const res = await call(exportRoute.POST, lead, projectId, {
      body: { item_ids: [ids[3], ids[1]] },
    });
    expect(res.status).toBe(200);
    const lines = res.text
      .split("\n")
      .filter(Boolean)
      .map(
        (l) =>
          JSON.parse(l) as {
            external_id: string;
            status: string;
            annotations: { annotator: string }[];
            predicted_comment: string;
          },
      );
    expect(lines.map((l) => [l.external_id, l.status])).toEqual([
      ["i-1", "gold"],
      ["i-3", "unresolved"],
    ]);
    expect(lines[0].predicted_comment).toBe(comments[1].predicted_comment);
    expect(lines[1].annotations).toHaveLength(1);
    expect(lines[1].annotations[0].annotator).not.toContain("@"); // pseudonyms by default, as GET /export
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { projectId, action: "export.selection" },
      select: { after: true },
    });
    expect(audit.after).toMatchObject({ itemIds: [ids[3], ids[1]], identities: "pseudonyms" });
  });
});
