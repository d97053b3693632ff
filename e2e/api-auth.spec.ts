import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, test } from "./fixtures";

test("health reports the embedded database", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ ok: true, database: "embedded" });
});

test("no token is 401, a bad token is 401, with the JSON error envelope", async ({ request }) => {
  for (const [method, url] of [
    ["get", "/api/v1/projects"],
    ["post", "/api/v1/users"],
    ["post", "/api/v1/projects/1/items"],
  ] as const) {
    const res = await request[method](url);
    expect(res.status(), `${method} ${url}`).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
  }
  const bad = await request.get("/api/v1/projects", {
    headers: { Authorization: "Bearer acc_not-a-real-token" },
  });
  expect(bad.status()).toBe(401);
});

test("an annotator's token gets 403 on lead and admin routes", async ({ api, request }) => {
  const lead = await api.user("lead");
  const annotator = await api.user("annotator");
  const projectId = await api.project(lead, "readme", [[annotator, "annotator"]]);
  const headers = { Authorization: `Bearer ${annotator.token}` };

  const attempts = [
    request.post("/api/v1/users", {
      headers,
      data: { email: "x@e2e.example", name: "X", role: "admin", password: "0123456789ab" },
    }),
    request.get("/api/v1/users", { headers }),
    request.post("/api/v1/projects", { headers, data: { name: "Mine", kind: "readme" } }),
    request.post(`/api/v1/projects/${projectId}/members`, {
      headers,
      data: { email: annotator.email, role: "lead" },
    }),
    request.post(`/api/v1/projects/${projectId}/items`, {
      headers,
      data: JSON.stringify(itemLineExamples.readme) + "\n",
    }),
    request.get(`/api/v1/projects/${projectId}/items`, { headers }),
    request.patch(`/api/v1/projects/${projectId}`, { headers, data: { name: "Renamed" } }),
  ];
  for (const res of await Promise.all(attempts)) {
    expect(res.status(), `${res.url()} → ${await res.text()}`).toBe(403);
    expect((await res.json()).error.code).toBe("forbidden");
  }
  // The annotator still sees the project they belong to.
  const list = await request.get("/api/v1/projects", { headers });
  expect((await list.json()).projects.map((p: { id: number }) => p.id)).toContain(projectId);
});

test("a bad JSONL body is a 422 listing every bad line, and writes nothing", async ({
  api,
  request,
}) => {
  const lead = await api.user("lead");
  const projectId = await api.project(lead, "generated_comment");
  const good = itemLineExamples.generated_comment;
  const body = [
    JSON.stringify(good),
    "{oops",
    JSON.stringify({ ...good, external_id: "b", language: "xx-long" }),
    JSON.stringify({ ...good, external_id: "c" }),
  ].join("\n");
  const url = `/api/v1/projects/${projectId}/items`;
  // Import routes take their declared type only (415 otherwise, also for Playwright's default text/plain).
  expect(
    (
      await request.post(url, { headers: { Authorization: `Bearer ${lead.token}` }, data: body })
    ).status(),
  ).toBe(415);
  const res = await request.post(url, {
    headers: { Authorization: `Bearer ${lead.token}`, "Content-Type": "application/x-ndjson" },
    data: body,
  });
  expect(res.status()).toBe(422);
  const { error } = await res.json();
  expect(error.code).toBe("validation_failed");
  expect(error.details.errors.map((e: { line: number }) => e.line)).toEqual([2, 3]);
  const items = await request.get(`/api/v1/projects/${projectId}/items`, {
    headers: { Authorization: `Bearer ${lead.token}` },
  });
  expect((await items.json()).total).toBe(0);
  expect(JSON.stringify(error)).not.toMatch(/at .*\.ts:\d+/); // no stack traces
});

test("a non-member gets 404 for a project, whatever their global role", async ({
  api,
  request,
}) => {
  const lead = await api.user("lead");
  const otherLead = await api.user("lead");
  const projectId = await api.project(lead, "dialogue");
  const res = await request.get(`/api/v1/projects/${projectId}`, {
    headers: { Authorization: `Bearer ${otherLead.token}` },
  });
  expect(res.status()).toBe(404);
});
