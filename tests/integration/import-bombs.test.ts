import { parquetWriteBuffer } from "hyparquet-writer";
import { describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/api/v1/projects/[id]/items/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { importLimits } from "@/lib/items/import/sources/import-limits";
import { makeProject } from "../factories";
import { parquetBomb } from "../parquet-bomb";
import { callRoute } from "./helpers/call-route";

// Small files that decode to more rows than an import takes (SPEC §7 "Bounded work"): each is
// refused with a 413 naming the limit, in seconds, without the server's memory growing much.
const SECONDS = 5_000;
const MEMORY = 256 * 1024 * 1024;
const limitText = importLimits.rows.toLocaleString("en-US");

async function setup() {
  const { id, lead } = await makeProject({ kind: "qa_pair" });
  const { token } = await createApiToken({ userId: lead.id, name: "t" });
  const send = (body: Uint8Array | string, query: string, contentType: string) =>
    callRoute(importRoute, {
      method: "POST",
      params: { id: String(id) },
      query,
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      body,
    });
  return { projectId: id, send };
}

/** Runs `work`, sampling the process's resident memory meanwhile: its duration and peak growth. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; grewBy: number }> {
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const start = performance.now();
  try {
    const result = await work();
    // A synchronous decode starves the sampler: the process's high-water mark catches its peak.
    peak = Math.max(peak, process.memoryUsage.rss(), process.resourceUsage().maxRSS * 1024);
    return { result, ms: performance.now() - start, grewBy: peak - before };
  } finally {
    clearInterval(timer);
  }
}

async function itemCount(projectId: number): Promise<number> {
  return db.item.count({ where: { projectId } });
}

describe("import bombs", () => {
  const parquet = "application/vnd.apache.parquet";
  // A few KB; the old code decoded the whole row group for a preview of 20 rows.
  const bomb = parquetBomb(3_000_000);

  it.each([
    { name: "preview", query: "&preview=true" },
    { name: "import", query: "" },
  ])(
    "a Parquet file of one 3M-row group is refused ($name) before it is decoded",
    async ({ query }) => {
      const { projectId, send } = await setup();
      expect(bomb.byteLength).toBeLessThan(4096);
      const {
        result: res,
        ms,
        grewBy,
      } = await measured(() =>
        send(
          bomb,
          `?format=parquet&map=question:question&set=answer:a&set=language:en&id_prefix=b${query}`,
          parquet,
        ),
      );
      expect(res.status).toBe(413);
      expect(res.json.error?.message).toContain(limitText);
      expect(ms).toBeLessThan(SECONDS);
      expect(grewBy).toBeLessThan(MEMORY);
      expect(await itemCount(projectId)).toBe(0);
    },
  );

  const overLimit = importLimits.rows + 1;
  const texts = [
    {
      format: "csv",
      type: "text/csv",
      body: () => "question,answer\n" + "q,a\n".repeat(overLimit),
      query: "&set=language:en&id_prefix=c",
    },
    {
      format: "jsonl",
      type: "application/x-ndjson",
      body: () => "{}\n".repeat(overLimit),
      query: "",
    },
  ];
  for (const { format, type, body, query } of texts) {
    for (const preview of [true, false]) {
      it(`a ${format} file over the row limit is refused (${preview ? "preview" : "import"}) in seconds`, async () => {
        const { projectId, send } = await setup();
        const text = body();
        const {
          result: res,
          ms,
          grewBy,
        } = await measured(() =>
          send(text, `?format=${format}${query}${preview ? "&preview=true" : ""}`, type),
        );
        expect(res.status).toBe(413);
        expect(res.json.error?.message).toContain(limitText);
        expect(ms).toBeLessThan(SECONDS);
        expect(grewBy).toBeLessThan(MEMORY);
        expect(await itemCount(projectId)).toBe(0);
      });
    }
  }

  it("a Parquet file within the limit in one large row group still imports, read in slices", async () => {
    const { projectId, send } = await setup();
    const n = 30_000;
    const body = new Uint8Array(
      parquetWriteBuffer({
        columnData: [
          {
            name: "question",
            data: Array.from({ length: n }, (_, i) => `Question ${i}?`),
            type: "STRING",
          },
          { name: "answer", data: new Array<string>(n).fill("Yes."), type: "STRING" },
        ],
        rowGroupSize: n,
      }),
    );
    const preview = await send(
      body,
      "?format=parquet&set=language:en&id_prefix=q&preview=true",
      parquet,
    );
    expect(preview.status).toBe(200);
    expect((preview.json.rows as unknown[]).length).toBe(20);
    const res = await send(body, "?format=parquet&set=language:en&id_prefix=q", parquet);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ imported: n, duplicates: 0, lines: n });
    expect(await itemCount(projectId)).toBe(n);
  });
});
