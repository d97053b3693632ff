import { gzipSync } from "node:zlib";
import { pack } from "tar-stream";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/api/v1/projects/[id]/items/route";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { openExportStream } from "@/lib/export/open-export-stream";
import type { ItemKind } from "@/lib/items/item-kinds";
import { importLimits } from "@/lib/items/import/sources/import-limits";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { releaseAssignment } from "@/lib/queue/release-assignment";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeProject, makeUser } from "../factories";
import { itemTallies } from "./helpers/item-tallies";
import { callRoute } from "./helpers/call-route";

type Line = Record<string, unknown> & { external_id: string; status: string };

async function tarGz(entries: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const tar = pack();
  for (const [name, body] of Object.entries(entries)) tar.entry({ name }, Buffer.from(body));
  tar.finalize();
  const parts: Buffer[] = [];
  for await (const chunk of tar) parts.push(chunk as Buffer);
  return gzipSync(Buffer.concat(parts));
}

const parse = (text: string): Line[] =>
  text
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

async function exportText(actor: SessionUser, projectId: number, unresolved = false) {
  const statuses = unresolved
    ? (["gold", "rejected", "unresolved"] as const)
    : (["gold", "rejected"] as const);
  const e = await openExportStream({ actor, projectId, statuses, identities: "pseudonyms" });
  return new Response(e.stream).text();
}

/**
 * A QA project (veto rule, one item outside the overlap sample) with an agreed, an adjudicated,
 * a vetoed, a single and an unresolved item, times spent 1000–1500 ms.
 */
async function sourceProject() {
  const {
    projectId,
    lead,
    annotators: [ana, ben, cy],
  } = await makeQueueProject({
    kind: "qa_pair",
    items: 6,
    annotators: 3,
    settings: { qaRejectRule: "veto", overlapFraction: 0.8 },
  });
  const items = await db.item.findMany({ where: { projectId }, orderBy: { externalId: "asc" } });
  const sampled = items.filter((i) => i.sampled !== false).map((i) => i.externalId);
  expect(sampled).toHaveLength(5);
  const [agreed, adjudicated, vetoed, agreed2, open] = sampled;
  const plan: Record<string, [object, object | null]> = {
    [agreed]: [sampleAnnotation("qa_pair", 0, "a"), sampleAnnotation("qa_pair", 1)],
    [adjudicated]: [sampleAnnotation("qa_pair", 0), sampleAnnotation("qa_pair", 2, "b")],
    [vetoed]: [{ verdict: "reject", reject_reasons: ["too_simple"] }, sampleAnnotation("qa_pair")],
    [agreed2]: [sampleAnnotation("qa_pair", 1), sampleAnnotation("qa_pair", 0)],
    [open]: [sampleAnnotation("qa_pair", 0), null],
  };
  const single = items.find((i) => i.sampled === false)!.externalId;
  plan[single] = [sampleAnnotation("qa_pair", 1, "single"), null];
  let ms = 1000;
  for (const [who, actor] of [ana, ben].entries()) {
    for (let claim = await claimNextItem({ actor, projectId }); claim;) {
      const annotation = plan[claim.item.externalId][who];
      if (annotation === null) {
        await releaseAssignment({ actor, assignmentId: claim.assignmentId });
        break;
      }
      await submitAnnotation({
        actor,
        assignmentId: claim.assignmentId,
        annotation,
        timeSpentMs: (ms += 37),
      });
      claim = await claimNextItem({ actor, projectId });
    }
  }
  const view = await claimNextAdjudication({ actor: cy, projectId });
  await resolveAdjudication({
    actor: cy,
    adjudicationId: view!.adjudicationId,
    input: { choice: "b", rationale: "B cites the spec" },
  });
  return { projectId, lead, single, open };
}

async function target(kind: ItemKind = "qa_pair") {
  const annotator = await makeUser("annotator");
  const { id, lead } = await makeProject({ kind, members: [[annotator, "annotator"]] });
  const { token } = await createApiToken({ userId: lead.id, name: "t" });
  const send = (body: Uint8Array | string, contentType = "application/gzip", query = "") =>
    callRoute(importRoute, {
      method: "POST",
      params: { id: String(id) },
      query: `?format=release${query}`,
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      body,
    });
  return { projectId: id, lead, annotator, send };
}

const kept = (l: Line) => ({
  ...l,
  annotations: (l.annotations as Record<string, unknown>[]).map(({ imported: _, ...a }) => a),
});

describe("import of a release (format=release)", () => {
  let source: Awaited<ReturnType<typeof sourceProject>>;
  let released: string;
  let bundle: Uint8Array;
  beforeAll(async () => {
    source = await sourceProject();
    released = await exportText(source.lead, source.projectId);
    bundle = await tarGz({ "README.md": "# Card\n", "data/all/gold.jsonl": released });
  }, 120_000);

  it("gives the new project's export the same status, source, gold, adjudication and annotations", async () => {
    const lines = parse(released);
    expect(lines.map((l) => [l.status, l.source]).sort()).toEqual(
      [
        ["gold", "adjudicated"],
        ["gold", "single"],
        ["gold", "unanimous"],
        ["gold", "unanimous"],
        ["rejected", "veto"],
      ].sort(),
    );
    const { projectId, lead, annotator, send } = await target();
    const res = await send(bundle);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ imported: 5, duplicates: 0, lines: 5 });

    const again = parse(await exportText(lead, projectId, true));
    expect(again.map(kept)).toEqual(lines.map(kept));
    const annotations = again.flatMap((l) => l.annotations as { imported: boolean }[]);
    expect(annotations.length).toBe(9);
    expect(annotations.every((a) => a.imported)).toBe(true);
    // Never compared again, nothing to adjudicate, nothing offered to annotators.
    expect(await db.adjudication.count({ where: { item: { projectId } } })).toBe(0);
    expect(await claimNextItem({ actor: annotator, projectId })).toBeNull();
    const audit = await db.auditEvent.findFirst({ where: { projectId, action: "items.import" } });
    expect(audit?.after).toMatchObject({ imported: 5, lines: 5 });
    const t = await itemTallies(projectId, { without: ["single"] });
    expect(t.kept).toEqual(t.recount);
    expect(t.kept).toContainEqual(["closed", 2, 4]);

    // A re-import is a no-op: every line a duplicate.
    const twice = await send(bundle);
    expect(twice.json).toMatchObject({ imported: 0, duplicates: 5 });
  });

  it("reads a bare gold export too, whose unresolved line becomes an open item with its annotation", async () => {
    const text = await exportText(source.lead, source.projectId, true);
    const { projectId, lead, send } = await target();
    const res = await send(text, "application/x-ndjson");
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ imported: 6 });
    const open = await db.item.findFirstOrThrow({
      where: { projectId, externalId: source.open },
      include: { gold: true },
    });
    expect(open).toMatchObject({ status: "in_annotation", annotationCount: 1, gold: null });
    expect(parse(await exportText(lead, projectId, true)).map(kept)).toEqual(parse(text).map(kept));
  });

  it("refuses a bad line with its line number, and writes nothing", async () => {
    const lines = parse(released);
    lines[1] = { ...lines[1], gold: { ...(lines[1].gold as object), verdict: "maybe" } };
    const { projectId, send } = await target();
    const res = await send(
      await tarGz({ "data/all/gold.jsonl": lines.map((l) => JSON.stringify(l)).join("\n") }),
    );
    expect(res.status).toBe(422);
    expect(res.json.error?.details?.errors).toEqual([
      expect.objectContaining({ line: 2, field: "gold.verdict" }),
    ]);
    expect(await db.item.count({ where: { projectId } })).toBe(0);
  });

  it("refuses a line whose kind is not the project's", async () => {
    const { projectId, send } = await target("dialogue");
    const res = await send(bundle);
    expect(res.status).toBe(422);
    expect(res.json.error?.details?.errors).toContainEqual(
      expect.objectContaining({ line: 1, field: "kind" }),
    );
    expect(await db.item.count({ where: { projectId } })).toBe(0);
  });

  it("refuses a tar without data/all/gold.jsonl, saying so", async () => {
    const { send } = await target();
    const res = await send(await tarGz({ "data/en/gold.jsonl": released }));
    expect(res.status).toBe(422);
    expect(res.json.error?.message).toContain("has no data/all/gold.jsonl");
  });

  it("refuses a gzip that unpacks to more rows than an import takes, with a 413", async () => {
    const { projectId, send } = await target();
    const rows = "{}\n".repeat(importLimits.rows + 1);
    const res = await send(await tarGz({ "data/all/gold.jsonl": rows }));
    expect(res.status).toBe(413);
    expect(res.json.error?.details).toMatchObject({ limit: "rows" });
    expect(await db.item.count({ where: { projectId } })).toBe(0);
  });
});
