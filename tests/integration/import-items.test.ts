import { describe, expect, inject, it } from "vitest";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { getItem } from "@/lib/items/get-item";
import { listItems } from "@/lib/items/list-items";
import { itemKinds } from "@/lib/items/item-kinds";
import { pgPool } from "@/lib/db/pg-pool";
import { jsonlRecords } from "@/lib/items/import/sources/jsonl-records";
import { jsonl, jsonlSource, makeProject, makeUser } from "../factories";

/** Other connections with an open transaction that has written to items (a write lock held on it). */
async function openItemWriters(): Promise<number> {
  const { rows } = await pgPool().query<{ n: number }>(
    `SELECT count(DISTINCT l.pid)::int AS n FROM pg_locks l
      WHERE l.relation = 'items'::regclass AND l.mode = 'RowExclusiveLock' AND l.granted AND l.pid <> pg_backend_pid()`,
  );
  return rows[0].n;
}

const withId = (kind: keyof typeof itemLineExamples, externalId: string, extra: object = {}) => ({
  ...itemLineExamples[kind],
  external_id: externalId,
  ...extra,
});

async function importError(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!isAppError(e)) throw new Error(`expected an AppError, got ${String(e)}`);
  return e;
}

describe("importItems", () => {
  it.each(itemKinds)("writes %s items into their typed table and reads them back", async (kind) => {
    const { id: projectId, lead } = await makeProject({ kind });
    const result = await importItems({
      actor: lead,
      projectId,
      records: jsonlSource([withId(kind, "a-1"), withId(kind, "a-2")]),
    });
    expect(result).toEqual({ imported: 2, duplicates: 0, lines: 2 });

    const page = await listItems({ actor: lead, projectId, filters: {} });
    expect(page.items.map((i) => i.externalId)).toEqual(["a-1", "a-2"]);
    const item = await getItem({ actor: lead, projectId, itemId: page.items[0].id });
    expect(item.fields.kind).toBe(kind);
    expect(item.status).toBe("pending");
    if (item.fields.kind === "generated_comment") {
      expect(item.fields.originalComment).toBe(itemLineExamples.generated_comment.original_comment);
      expect(item.meta).toEqual(itemLineExamples.generated_comment.meta);
    }
    if (item.fields.kind === "dialogue")
      expect(item.fields.turns.map((t) => t.role)).toEqual(["system", "user", "assistant"]);
    if (item.fields.kind === "qa_pair") expect(item.fields.references).toHaveLength(2);
  });

  it("reports every bad line with its number and writes nothing", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "generated_comment" });
    const lines = [
      withId("generated_comment", "ok-1"),
      "{not json",
      withId("generated_comment", "ok-2", { language: "Greek" }),
      "",
      withId("readme", "wrong-kind"),
      withId("generated_comment", "ok-3", { predicted_comment: "" }),
    ];
    const e = await importError(
      importItems({ actor: lead, projectId, records: jsonlSource(lines) }),
    );
    expect(e.code).toBe("validation_failed");
    // The API's shape (snake_case): line, external_id when known, field, message; one per field.
    const errors = (
      e.details as {
        errors: { line: number; external_id?: string; field?: string; message: string }[];
      }
    ).errors;
    expect(errors.map((x) => x.line)).toEqual([2, 3, 5]);
    expect(errors[0]).toEqual({ line: 2, message: expect.stringMatching(/invalid JSON/) });
    expect(errors[1]).toEqual({
      line: 3,
      external_id: "ok-2",
      field: "language",
      message: expect.stringMatching(/ISO 639-1/),
    });
    expect(errors[2]).toEqual({
      line: 5,
      external_id: "wrong-kind",
      field: "kind",
      message: expect.stringMatching(/does not match this project's kind/),
    });
    expect(await db.item.count({ where: { projectId } })).toBe(0);
  });

  // On a database server batches are written while the file is still read (import-items.ts):
  // an invalid line after several written batches must still leave nothing, and every error is
  // reported, those after the first included; partial keeps the valid lines on both sides of it.
  it.each([false, true])(
    "with batches already written before a bad line (partial: %s): all or nothing, or the valid lines",
    async (partial) => {
      const { id: projectId, lead } = await makeProject({ kind: "generated_comment" });
      const good = (i: number) => withId("generated_comment", `b-${i}`);
      const lines = [
        ...Array.from({ length: 5000 }, (_, i) => good(i)),
        "{bad",
        ...Array.from({ length: 2500 }, (_, i) => good(5000 + i)),
        withId("generated_comment", "x", { language: "Greek" }),
      ];
      const run = importItems({
        actor: lead,
        projectId,
        records: jsonlSource(lines, 4096),
        partial,
      });
      if (partial) {
        const result = await run;
        expect(result).toMatchObject({ imported: 7500, duplicates: 0, lines: 7502, invalid: 2 });
        expect(result.errors?.map((x) => x.line)).toEqual([5001, 7502]);
        expect(await db.item.count({ where: { projectId } })).toBe(7500);
        expect(await db.generatedComment.count({ where: { item: { projectId } } })).toBe(7500);
      } else {
        const e = await importError(run);
        const errors = (e.details as { errors: { line: number }[] }).errors;
        expect(errors.map((x) => x.line)).toEqual([5001, 7502]);
        expect(await db.item.count({ where: { projectId } })).toBe(0);
        expect(await db.generatedComment.count({ where: { item: { projectId } } })).toBe(0);
      }
      expect(await db.auditEvent.count({ where: { projectId, action: "items.import" } })).toBe(
        partial ? 1 : 0,
      );
    },
  );

  // The overlap itself: batch k is being written while the lines after it are read. At line 4,100
  // two batches have been handed to the writer, so its connection holds a write lock on items
  // in a transaction that is still open; on the embedded database nothing is written yet.
  it("on a database server, writes batches while the file is still being read (embedded: after)", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "generated_comment" });
    const open = jsonl(
      Array.from({ length: 6000 }, (_, i) => withId("generated_comment", `o-${i}`)),
      4096,
    );
    let writersMidway = -1;
    async function* records() {
      let n = 0;
      for await (const record of jsonlRecords(open())) {
        if (++n === 4100) writersMidway = await openItemWriters();
        yield record;
      }
    }
    expect(await importItems({ actor: lead, projectId, records })).toMatchObject({
      imported: 6000,
    });
    if (inject("databaseKind") === "postgres") expect(writersMidway).toBeGreaterThan(0);
    else expect(writersMidway).toBe(0);
  });

  it("counts re-imported and repeated external_ids as duplicates", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "readme" });
    await importItems({ actor: lead, projectId, records: jsonlSource([withId("readme", "r-1")]) });
    const again = await importItems({
      actor: lead,
      projectId,
      records: jsonlSource([
        withId("readme", "r-1"),
        withId("readme", "r-2"),
        withId("readme", "r-2"),
      ]),
    });
    expect(again).toEqual({ imported: 1, duplicates: 2, lines: 3 });
    expect(await db.readme.count({ where: { item: { projectId } } })).toBe(2);
  });

  it("refuses annotators and hides projects from non-members", async () => {
    const annotator = await makeUser("annotator");
    const outsider = await makeUser("lead");
    const { id: projectId } = await makeProject({
      kind: "dialogue",
      members: [[annotator, "annotator"]],
    });
    const records = jsonlSource([withId("dialogue", "x-1")]);
    expect((await importError(importItems({ actor: annotator, projectId, records }))).code).toBe(
      "forbidden",
    );
    expect((await importError(importItems({ actor: outsider, projectId, records }))).code).toBe(
      "not_found",
    );
    expect(await db.item.count({ where: { projectId } })).toBe(0);
  });

  it("filters the item list by language and model", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "generated_comment" });
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource([
        withId("generated_comment", "f:1", { language: "pl", model: "m/one" }),
        withId("generated_comment", "f:2", { language: "zh", model: "m/two" }),
        withId("generated_comment", "f:3", { language: "zh", model: "m/one" }),
      ]),
    });
    const zh = await listItems({ actor: lead, projectId, filters: { language: "zh" } });
    expect(zh.items.map((i) => i.externalId)).toEqual(["f:2", "f:3"]);
    const one = await listItems({ actor: lead, projectId, filters: { model: "m/one" } });
    expect(one.items.map((i) => i.externalId)).toEqual(["f:1", "f:3"]);
    expect(one.facets).toEqual({
      languages: ["pl", "zh"],
      models: ["m/one", "m/two"],
      annotators: [],
    });
    const paged = await listItems({ actor: lead, projectId, filters: {}, limit: 2 });
    const rest = await listItems({
      actor: lead,
      projectId,
      filters: {},
      limit: 2,
      cursor: Number(paged.nextCursor),
    });
    expect([...paged.items, ...rest.items].map((i) => i.externalId)).toEqual(["f:1", "f:2", "f:3"]);
    expect(rest.nextCursor).toBeNull();
  });
});
