import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/projects/[id]/submissions/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";
import { callRoute, type RouteHandler } from "./helpers/call-route";

const route = GET as unknown as RouteHandler;

async function list(user: SessionUser, projectId: number, query = "") {
  const { token } = await createApiToken({ userId: user.id, name: "submissions" });
  return callRoute(route, {
    method: "GET",
    params: { id: String(projectId) },
    query,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function annotate(actor: SessionUser, projectId: number, variant: 0 | 1 | 2, notes = "") {
  const claim = await claimNextItem({ actor, projectId });
  await submitAnnotation({
    actor,
    assignmentId: claim!.assignmentId,
    annotation: sampleAnnotation("generated_comment", variant, notes),
  });
  return claim!;
}

describe("GET /projects/{id}/submissions: my own submitted annotations", () => {
  it("lists only the caller's, newest first, in pages; a partner's work changes nothing in it", async () => {
    const {
      projectId,
      annotators: [ana, ben],
    } = await makeQueueProject({ kind: "generated_comment", items: 3, annotators: 2 });
    const first = await annotate(ana, projectId, 0, "ana one");
    const second = await annotate(ana, projectId, 0, "ana two");
    const claimed = await claimNextItem({ actor: ana, projectId }); // claimed, not submitted: not listed

    const all = await list(ana, projectId);
    expect(all.status).toBe(200);
    const rows = all.json.submissions as {
      assignment_id: number;
      item: { id: number; external_id: string };
      data: { notes: string };
    }[];
    expect(rows.map((r) => r.assignment_id)).toEqual([second.assignmentId, first.assignmentId]);
    expect(rows.map((r) => r.data.notes)).toEqual(["ana two", "ana one"]);
    expect(rows[0]).toEqual({
      assignment_id: second.assignmentId,
      item: {
        id: second.item.id,
        kind: "generated_comment",
        external_id: second.item.externalId,
        language: second.item.language,
      },
      submitted_at: expect.stringMatching(/Z$/),
      data: sampleAnnotation("generated_comment", 0, "ana two"),
      revisable_until: null, // a project without a revise window (decision 048)
      is_revisable: false,
    });
    expect(rows.map((r) => r.item.id)).not.toContain(claimed!.item.id);
    expect(all.json.next_cursor).toBeNull();

    const page1 = await list(ana, projectId, "?limit=1");
    expect((page1.json.submissions as unknown[]).length).toBe(1);
    const page2 = await list(ana, projectId, `?limit=1&cursor=${String(page1.json.next_cursor)}`);
    expect(
      (page2.json.submissions as { assignment_id: number }[]).map((r) => r.assignment_id),
    ).toEqual([first.assignmentId]);
    expect(page2.json.next_cursor).toBeNull();

    // Ben annotates both of Ana's items, agreeing on one and disagreeing on the other: Ana's list is
    // the same, byte for byte (SPEC §2 "Blind"); Ben's lists only his own.
    const before = all.text;
    const b1 = await annotate(ben, projectId, 1, "ben");
    await annotate(ben, projectId, 2, "ben");
    expect((await list(ana, projectId)).text).toBe(before);
    const bens = (await list(ben, projectId)).json.submissions as {
      assignment_id: number;
      data: { notes: string };
    }[];
    expect(bens.map((r) => r.data.notes)).toEqual(["ben", "ben"]);
    expect(bens.map((r) => r.assignment_id)).toContain(b1.assignmentId);
  });

  it("bad queries are a 400 with a message per field; outsiders get no list", async () => {
    const {
      projectId,
      lead,
      annotators: [ana],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 1 });
    for (const [query, field] of [
      ["?limit=0", "limit"],
      ["?limit=abc", "limit"],
      ["?cursor=x", "cursor"],
      ["?status=agreed", "status"],
    ] as const) {
      const res = await list(ana, projectId, query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.json.error?.details?.fields ?? {}), query).toContain(field);
    }
    const stranger = await makeUser("annotator");
    expect((await list(stranger, projectId)).status).toBe(404);
    expect((await list(lead, projectId)).status).toBe(403);
  });
});
