import { describe, expect, it } from "vitest";
import { PUT as putDraft } from "@/app/api/v1/assignments/[id]/draft/route";
import { GET as getAssignment } from "@/app/api/v1/assignments/[id]/route";
import { POST as skip } from "@/app/api/v1/assignments/[id]/skip/route";
import { POST as submit } from "@/app/api/v1/assignments/[id]/submit/route";
import { POST as signIn } from "@/app/api/auth/[...nextauth]/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { GET as agreement } from "@/app/api/v1/projects/[id]/agreement/route";
import { GET as listItemsRoute, POST as importRoute } from "@/app/api/v1/projects/[id]/items/route";
import { POST as machineRoute } from "@/app/api/v1/projects/[id]/machine-annotations/route";
import { POST as createProjectRoute } from "@/app/api/v1/projects/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { TEST_PASSWORD } from "../factories";
import { callRoute, streamedBody, type RouteHandler } from "./helpers/call-route";

const JSON_TYPE = { "content-type": "application/json" };

async function setup() {
  const {
    projectId,
    lead,
    annotators: [ana],
  } = await makeQueueProject({ kind: "generated_comment", items: 2, annotators: 1 });
  const claim = (await claimNextItem({ actor: ana, projectId }))!;
  const bearer = async (userId: number) => ({
    authorization: `Bearer ${(await createApiToken({ userId, name: "t" })).token}`,
  });
  return {
    projectId,
    lead,
    ana,
    assignmentId: String(claim.assignmentId),
    asAna: await bearer(ana.id),
    asLead: await bearer(lead.id),
  };
}

const post = (
  route: RouteHandler,
  headers: Record<string, string>,
  params: Record<string, string>,
  body: string,
  method = "POST",
) => callRoute(route, { method, params, headers: { ...JSON_TYPE, ...headers }, body });

describe("bad input at the API boundary: a 4xx with a message, nothing written", () => {
  it("refuses NUL and lone surrogates in any string, keys too, with the field path", async () => {
    const s = await setup();
    const id = { id: s.assignmentId };
    const nulReason = await post(skip, s.asAna, id, JSON.stringify({ reason: "no\u0000" }));
    expect(nulReason.status).toBe(422);
    expect(nulReason.json.error).toMatchObject({
      code: "validation_failed",
      details: { fields: { reason: [expect.stringMatching(/NUL character/)] } },
    });
    // A raw lone surrogate escape in the JSON text, as a client would send it.
    const lone = await post(
      submit,
      s.asAna,
      id,
      `{"annotation":${JSON.stringify(sampleAnnotation("generated_comment")).replace(/}$/, ',"notes":"\\ud800"}')}}`,
    );
    expect(lone.status).toBe(422);
    expect(lone.json.error?.details).toMatchObject({
      fields: { "annotation.notes": [expect.stringMatching(/unpaired surrogate/)] },
    });
    expect(
      (await post(putDraft, s.asAna, id, JSON.stringify({ draft: { "k\u0000": 1 } }), "PUT"))
        .status,
    ).toBe(422);
    expect(
      (
        await post(
          createProjectRoute,
          s.asLead,
          {},
          JSON.stringify({ name: "P\u0000", kind: "dialogue" }),
        )
      ).status,
    ).toBe(422);
    expect(
      await db.assignment.findUniqueOrThrow({
        where: { id: Number(s.assignmentId) },
        select: { status: true, draft: true },
      }),
    ).toEqual({ status: "active", draft: null });
  });

  it("refuses JSON nested deeper than 64 levels", async () => {
    const s = await setup();
    const deep = `{"draft":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const res = await post(putDraft, s.asAna, { id: s.assignmentId }, deep, "PUT");
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toMatch(/nested deeper than 64/);
    expect(
      (
        await post(
          putDraft,
          s.asAna,
          { id: s.assignmentId },
          `{"draft":${"[".repeat(63)}${"]".repeat(63)}}`,
          "PUT",
        )
      ).status,
    ).toBe(200);
  });

  it("answers 404 for ids beyond the database's range", async () => {
    const s = await setup();
    for (const id of ["2147483648", "99999999999999999999", "0"]) {
      expect(
        (await callRoute(getAssignment, { method: "GET", params: { id }, headers: s.asAna }))
          .status,
      ).toBe(404);
      expect(
        (
          await post(
            submit,
            s.asAna,
            { id },
            JSON.stringify({ annotation: sampleAnnotation("generated_comment") }),
          )
        ).status,
      ).toBe(404);
    }
  });

  it("refuses NUL in query parameters, and searches ids literally", async () => {
    const s = await setup();
    const project = { id: String(s.projectId) };
    const nul = await callRoute(listItemsRoute, {
      method: "GET",
      params: project,
      query: "?q=%00",
      headers: s.asLead,
    });
    expect(nul.status).toBe(400);
    expect(nul.json.error?.message).toMatch(/q/);
    expect(
      (
        await callRoute(agreement, {
          method: "GET",
          params: project,
          query: "?language=%00",
          headers: s.asLead,
        })
      ).status,
    ).toBe(400);
    const lines = ["50%-off", "a_b", "axb", "back\\slash"]
      .map((external_id) => JSON.stringify({ ...itemLineExamples.generated_comment, external_id }))
      .join("\n");
    expect(
      (
        await callRoute(importRoute, {
          method: "POST",
          params: project,
          headers: { ...s.asLead, "content-type": "application/x-ndjson" },
          body: lines,
        })
      ).status,
    ).toBe(201);
    const search = async (q: string) => {
      const res = await callRoute(listItemsRoute, {
        method: "GET",
        params: project,
        query: `?q=${encodeURIComponent(q)}`,
        headers: s.asLead,
      });
      return (res.json.items as { external_id: string }[]).map((i) => i.external_id);
    };
    expect(await search("%")).toEqual(["50%-off"]);
    expect(await search("_")).toEqual(["a_b"]);
    expect(await search("\\")).toEqual(["back\\slash"]);
    expect(await search("Q-00000")).toHaveLength(2);
  });

  it("reports a lone surrogate in an imported line as a line error (a NUL is replaced)", async () => {
    const s = await setup();
    const project = { id: String(s.projectId) };
    const ndjson = { ...s.asLead, "content-type": "application/x-ndjson" };
    const bad = [
      JSON.stringify({
        ...itemLineExamples.generated_comment,
        external_id: "m-1",
        meta: { note: "x\u0000" },
      }),
      JSON.stringify({
        ...itemLineExamples.generated_comment,
        external_id: "m-2",
        original_comment: "\ud800",
      }),
    ].join("\n");
    const res = await callRoute(importRoute, {
      method: "POST",
      params: project,
      headers: ndjson,
      body: bad,
    });
    expect(res.status).toBe(422);
    // A file import replaces NUL by U+FFFD (SPEC §5): only line 2 is wrong.
    expect(res.json.error?.details?.errors).toEqual([
      {
        line: 2,
        external_id: "m-2",
        field: "original_comment",
        message: "must be valid Unicode (contains an unpaired surrogate \\ud800–\\udfff)",
      },
    ]);
    const machine = JSON.stringify({
      external_id: "q-000000",
      annotator: "judge",
      annotation: { accuracy: "correct", error_codes: [], notes: "\u0000" },
    });
    const mres = await callRoute(machineRoute, {
      method: "POST",
      params: project,
      headers: ndjson,
      body: machine,
    });
    expect(mres.status).toBe(422);
    expect(mres.json.error?.details?.errors).toEqual([
      {
        line: 1,
        external_id: "q-000000",
        field: "annotation.notes",
        message: expect.stringMatching(/^must not contain the NUL/),
      },
    ]);
    expect(await db.annotation.count({ where: { item: { projectId: s.projectId } } })).toBe(0);
    expect(await db.item.count({ where: { projectId: s.projectId } })).toBe(2);
  });

  it("takes only the declared content types", async () => {
    const s = await setup();
    const body = JSON.stringify({ reason: "not mine" });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/jsonx"]) {
      const res = await callRoute(skip, {
        method: "POST",
        params: { id: s.assignmentId },
        headers: { ...s.asAna, "content-type": type },
        body,
      });
      expect(res.status).toBe(415);
      expect(res.json.error?.code).toBe("unsupported_media_type");
    }
    expect(
      (
        await callRoute(skip, {
          method: "POST",
          params: { id: s.assignmentId },
          headers: s.asAna,
          body,
        })
      ).status,
    ).toBe(415);
    const project = { id: String(s.projectId) };
    expect(
      (
        await callRoute(importRoute, {
          method: "POST",
          params: project,
          headers: { ...s.asLead, "content-type": "multipart/form-data; boundary=x" },
          body: "x",
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await callRoute(skip, {
          method: "POST",
          params: { id: s.assignmentId },
          headers: { ...s.asAna, "content-type": "application/json; charset=utf-8" },
          body,
        })
      ).status,
    ).toBe(200);
  });

  it("refuses bodies over the route's limit before reading them, declared or chunked", async () => {
    const s = await setup();
    const big = JSON.stringify({
      email: s.lead.email,
      password: TEST_PASSWORD,
      name: "x".repeat(10_000),
    });
    const declared = await callRoute(token, { method: "POST", headers: JSON_TYPE, body: big });
    expect(declared.status).toBe(413);
    expect(declared.json.error?.code).toBe("payload_too_large");
    const chunked = streamedBody(50 * 1024 * 1024);
    expect(
      (await callRoute(token, { method: "POST", headers: JSON_TYPE, body: chunked.stream })).status,
    ).toBe(413);
    expect(chunked.state.pulled).toBeLessThan(1024 * 1024);
    const draft = streamedBody(50 * 1024 * 1024);
    expect(
      (
        await callRoute(putDraft, {
          method: "PUT",
          params: { id: s.assignmentId },
          headers: { ...s.asAna, ...JSON_TYPE },
          body: draft.stream,
        })
      ).status,
    ).toBe(413);
    expect(draft.state.pulled).toBeLessThan(8 * 1024 * 1024);
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const nextauth = { nextauth: ["callback", "credentials"] } as unknown as Record<string, string>;
    expect(
      (
        await callRoute(signIn, {
          method: "POST",
          params: nextauth,
          headers: form,
          body: `password=${"x".repeat(20_000)}`,
        })
      ).status,
    ).toBe(413);
    const signInChunked = streamedBody(50 * 1024 * 1024);
    expect(
      (
        await callRoute(signIn, {
          method: "POST",
          params: nextauth,
          headers: form,
          body: signInChunked.stream,
        })
      ).status,
    ).toBe(413);
    expect(signInChunked.state.pulled).toBeLessThan(1024 * 1024);
    const ok = await callRoute(token, {
      method: "POST",
      headers: JSON_TYPE,
      body: JSON.stringify({ email: s.lead.email, password: TEST_PASSWORD }),
    });
    expect(ok.status).toBe(201);
  });
});
