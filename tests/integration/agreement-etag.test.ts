import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/v1/projects/[id]/agreement/route";
import type { AgreementReport } from "@/lib/agreement/agreement-report-types";
import * as reportModule from "@/lib/agreement/data/get-project-agreement";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

// Spy on the report builder through the module namespace the route imports it from.
vi.mock("@/lib/agreement/data/get-project-agreement", async (importOriginal) => {
  const original = await importOriginal<typeof reportModule>();
  return { ...original, buildProjectAgreement: vi.fn(original.buildProjectAgreement) };
});

async function get(
  userId: number,
  projectId: number,
  opts: { query?: string; ifNoneMatch?: string } = {},
) {
  const { token } = await createApiToken({ userId, name: "test" });
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (opts.ifNoneMatch) headers["if-none-match"] = opts.ifNoneMatch;
  const req = new NextRequest(
    `http://localhost/api/v1/projects/${projectId}/agreement${opts.query ?? ""}`,
    { headers },
  );
  return GET(req, { params: Promise.resolve({ id: String(projectId) }) });
}

async function annotate(actor: SessionUser, projectId: number, variant: 0 | 2) {
  const claim = await claimNextItem({ actor, projectId });
  if (claim === null) throw new Error("nothing to claim");
  await submitAnnotation({
    actor,
    assignmentId: claim.assignmentId,
    annotation: sampleAnnotation("generated_comment", variant),
  });
}

afterEach(() => vi.mocked(reportModule.buildProjectAgreement).mockClear());

describe("agreement ETag", () => {
  it("answers If-None-Match with 304 without building the report, until a new annotation is submitted", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben, cy],
    } = await makeQueueProject({ kind: "generated_comment", items: 2, annotators: 3 });
    await annotate(ana, projectId, 0);
    await annotate(ben, projectId, 0);

    const first = await get(lead.id, projectId);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag") as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(((await first.json()) as AgreementReport).items_compared).toBe(1);
    expect(reportModule.buildProjectAgreement).toHaveBeenCalledTimes(1);

    const same = await get(lead.id, projectId, { ifNoneMatch: etag });
    expect(same.status).toBe(304);
    expect(same.headers.get("etag")).toBe(etag);
    expect(await same.text()).toBe("");
    expect(reportModule.buildProjectAgreement).toHaveBeenCalledTimes(1);

    // Another filter or format is another representation, with its own tag.
    const csv = await get(lead.id, projectId, { query: "?format=csv", ifNoneMatch: etag });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("etag")).not.toBe(etag);
    expect(
      (await get(lead.id, projectId, { query: "?language=el", ifNoneMatch: etag })).status,
    ).toBe(200);

    // A third annotator's claim alone (no submission) changes nothing the report reads.
    const claim = await claimNextItem({ actor: cy, projectId });
    expect(claim).not.toBeNull();
    expect((await get(lead.id, projectId, { ifNoneMatch: etag })).status).toBe(304);

    // A submitted annotation makes a new version: 200 with a new tag and the new numbers.
    await submitAnnotation({
      actor: cy,
      assignmentId: claim!.assignmentId,
      annotation: sampleAnnotation("generated_comment", 2),
    });
    const changed = await get(lead.id, projectId, { ifNoneMatch: etag });
    expect(changed.status).toBe(200);
    const next = changed.headers.get("etag") as string;
    expect(next).not.toBe(etag);
    await annotate(ana, projectId, 2);
    const moved = await get(lead.id, projectId, { ifNoneMatch: next });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as AgreementReport).items_compared).toBe(2);
  });

  it("moves when gold is edited, and never answers 304 to someone who may not see the report", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 2 });
    await annotate(ana, projectId, 0);
    await annotate(ben, projectId, 0);
    const etag = (await get(lead.id, projectId)).headers.get("etag") as string;
    expect((await get(ana.id, projectId, { ifNoneMatch: etag })).status).toBe(403);

    const item = await db.item.findFirstOrThrow({ where: { projectId }, select: { id: true } });
    const gold = await db.goldRecord.findUniqueOrThrow({
      where: { itemId: item.id },
      select: { updatedAt: true },
    });
    // `object`: Prisma's Json input does not take Record<string, unknown>.
    const data = sampleAnnotation("generated_comment", 2) as object;
    await db.goldRecord.update({
      where: { itemId: item.id },
      data: { data, updatedAt: new Date(gold.updatedAt.getTime() + 1000) },
    });
    expect((await get(lead.id, projectId, { ifNoneMatch: etag })).status).toBe(200);
  });
});
