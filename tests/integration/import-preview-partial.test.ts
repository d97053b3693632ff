import { describe, expect, it } from "vitest";
import { qaParquet } from "../qa-parquet";
import { POST as importRoute } from "@/app/api/v1/projects/[id]/items/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { makeProject } from "../factories";
import { callRoute } from "./helpers/call-route";

const line = (externalId: string, extra: object = {}) =>
  JSON.stringify({ ...itemLineExamples.generated_comment, external_id: externalId, ...extra });

async function setup() {
  const { id, lead } = await makeProject({ kind: "generated_comment" });
  const { token } = await createApiToken({ userId: lead.id, name: "t" });
  const send = (body: string, query = "", contentType = "application/x-ndjson") =>
    callRoute(importRoute, {
      method: "POST",
      params: { id: String(id) },
      query,
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      body,
    });
  return { projectId: id, send };
}

/** Rows in every table of the schema: what "writes nothing" is checked against. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${name}"`);
    out[name] = Number(row.n);
  }
  return out;
}

describe("POST /projects/{id}/items?preview=true", () => {
  it("returns the first rows as they would be imported and writes nothing", async () => {
    const { send } = await setup();
    expect((await send([line("old-1")].join("\n"))).status).toBe(201);
    const lines = [
      line("old-1"),
      "",
      line("new-1"),
      "{oops",
      line("new-1"),
      line("bad-1", { language: "Greek", model: 3 }),
      ...Array.from({ length: 30 }, (_, i) => line(`more-${i}`)),
    ];
    const before = await rowCounts();
    const res = await send(lines.join("\n"), "?preview=true");
    expect(res.status).toBe(200);
    expect(await rowCounts()).toEqual(before);

    const rows = res.json.rows as {
      line: number;
      status: string;
      external_id?: string;
      item?: { external_id: string; model: string };
      errors?: object[];
      first_line?: number;
    }[];
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 5).map((r) => [r.line, r.status])).toEqual([
      [1, "in_project"],
      [3, "new"],
      [4, "invalid"],
      [5, "repeated"],
      [6, "invalid"],
    ]);
    expect(rows[1].item).toMatchObject({
      kind: "generated_comment",
      external_id: "new-1",
      model: itemLineExamples.generated_comment.model,
    });
    expect(rows[3]).toMatchObject({ external_id: "new-1", first_line: 3 });
    expect(rows[4].errors).toEqual([
      { line: 6, external_id: "bad-1", field: "language", message: expect.any(String) },
      { line: 6, external_id: "bad-1", field: "model", message: "expected string, got number" },
    ]);
    expect(res.json).toMatchObject({
      lines_read: 21,
      is_complete: false,
      columns: null,
      options: { format: "jsonl", map: {}, set: {} },
    });
  });

  it("says when the whole file fit in the preview", async () => {
    const { send } = await setup();
    const res = await send([line("a"), line("b")].join("\n"), "?preview=true");
    expect(res.json).toMatchObject({ lines_read: 2, is_complete: true });
  });
});

describe("POST /projects/{id}/items?partial=true", () => {
  it("imports the valid lines and reports the rest with line, external_id, field and message", async () => {
    const { projectId, send } = await setup();
    const lines = [
      line("p-1"),
      line("p-2", { original_comment: "" }),
      "not json",
      line("p-3"),
      line("p-1"),
    ];
    const res = await send(lines.join("\n"), "?partial=true");
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      imported: 2,
      duplicates: 1,
      lines: 5,
      invalid: 2,
      errors: [
        { line: 2, external_id: "p-2", field: "original_comment", message: "must not be empty" },
        { line: 3, message: expect.stringMatching(/^invalid JSON/) },
      ],
      errors_truncated: false,
    });
    const items = await db.item.findMany({
      where: { projectId },
      select: { externalId: true },
      orderBy: { externalId: "asc" },
    });
    expect(items.map((i) => i.externalId)).toEqual(["p-1", "p-3"]);
  });

  it("stays all or nothing by default: a 422 and nothing written", async () => {
    const { projectId, send } = await setup();
    const res = await send([line("q-1"), line("q-2", { original_comment: "" })].join("\n"));
    expect(res.status).toBe(422);
    expect(res.json.error?.details).toMatchObject({
      error_count: 1,
      errors: [{ line: 2, external_id: "q-2", field: "original_comment" }],
      errors_truncated: false,
    });
    expect(await db.item.count({ where: { projectId } })).toBe(0);
  });

  it("is a 422 when no line is valid, also with partial", async () => {
    const { send } = await setup();
    const res = await send(["nope", line("z", { model: "" })].join("\n"), "?partial=true");
    expect(res.status).toBe(422);
    expect(res.json.error?.details).toMatchObject({ error_count: 2 });
  });
});

describe("re-importing the same file", () => {
  it("reports nothing new: imported 0, every line a duplicate", async () => {
    const { projectId, send } = await setup();
    const file = [line("d-1"), line("d-2")].join("\n");
    expect((await send(file)).json).toEqual({ imported: 2, duplicates: 0, lines: 2 });
    const again = await send(file);
    expect(again.status).toBe(201);
    expect(again.json).toEqual({ imported: 0, duplicates: 2, lines: 2 });
    expect(await db.item.count({ where: { projectId } })).toBe(2);
  });
});

describe("the import's query and content type", () => {
  it.each([
    { query: "?format=xlsx", field: "format" },
    { query: "?preview=yes", field: "preview" },
    { query: "?map=question", field: "map" },
    { query: "?set=difficult", field: "set" },
    { query: "?dry_run=true", field: "dry_run" },
  ])("refuses $query with a 422 naming $field, writing nothing", async ({ query, field }) => {
    const { projectId, send } = await setup();
    const res = await send(line("x"), query);
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error?.details?.fields as object)).toEqual([field]);
    expect(await db.item.count({ where: { projectId } })).toBe(0);
  });

  it.each([
    { query: "?format=csv", type: "application/x-ndjson" },
    { query: "?format=tsv", type: "text/csv" },
    { query: "?format=parquet", type: "text/csv" },
    { query: "", type: "text/csv" },
  ])("a $type body for $query is a 415 naming the types it takes", async ({ query, type }) => {
    const { send } = await setup();
    const res = await send("a,b\n1,2\n", query, type);
    expect(res.status).toBe(415);
    expect(res.json.error?.details?.allowed).toEqual(expect.any(Array));
  });
});

describe("POST /projects/{id}/items?format=parquet", () => {
  it("reads the uploaded Parquet file from its spooled copy: preview with its columns, then the import", async () => {
    const { id, lead } = await makeProject({ kind: "qa_pair" });
    const { token } = await createApiToken({ userId: lead.id, name: "t" });
    const n = 12;
    const body = qaParquet(n, 5);
    const send = (query: string) =>
      callRoute(importRoute, {
        method: "POST",
        params: { id: String(id) },
        query: `?format=parquet&map=id:external_id${query}`,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/vnd.apache.parquet",
        },
        body,
      });
    const preview = await send("&preview=true");
    expect(preview.status).toBe(200);
    expect(preview.json.columns).toEqual(["id", "question", "answer", "language"]);
    expect((preview.json.rows as { status: string }[]).map((r) => r.status)).toEqual(
      Array(n).fill("new"),
    );
    const imported = await send("");
    expect(imported.status).toBe(201);
    expect(imported.json).toEqual({ imported: n, duplicates: 0, lines: n });
  });
});
