import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { getValidationProgress } from "@/lib/gold/get-validation-progress";
import { getGuidelineNotice } from "@/lib/guidelines/get-guideline-notice";
import { sampleAnnotation } from "../../../concurrency/queue-fixtures";
import { TEST_PASSWORD } from "../../../factories";
import { normalise } from "./compare";
import { UNUSED_ID, type World } from "./world";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const methods: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
/** How the annotator calls a route with their world's ids, or why the route is not called. */
type Call =
  | {
      params?: (w: World) => Record<string, string>;
      query?: string;
      body?: (w: World) => unknown;
      contentType?: string;
    }
  | { skip: string };

const project = (w: World) => ({ id: String(w.projectId) });
const item = (w: World) => ({ id: String(w.itemId) });
const assignment = (w: World) => ({ id: String(w.assignmentId) });
const adjudication = (w: World) => ({ id: String(w.adjudicationId) });
const readmeLine = {
  kind: "readme",
  external_id: "new-1",
  repo: "a/b",
  url: "https://example.org",
  license: "MIT",
  content: "# x",
};

// Every exported handler of app/api/**/route.ts, keyed "METHOD /path"; a new route must be added.
export const routes: Record<string, Call> = {
  "GET /api/auth/[...nextauth]": {
    skip: "next-auth's session and sign-in endpoints: they carry the user (id, e-mail, name, role), nothing of any item",
  },
  "POST /api/auth/[...nextauth]": { skip: "next-auth's sign-in and sign-out: as above" },
  "GET /api/health": {},
  "POST /api/v1/auth/token": {
    body: (w) => ({ email: w.annotator.email, password: TEST_PASSWORD }),
  },
  "GET /api/v1/adjudications/[id]": { params: adjudication },
  "PUT /api/v1/adjudications/[id]/draft": {
    params: adjudication,
    body: () => ({ draft: { choice: "a" } }),
  },
  "POST /api/v1/adjudications/[id]/release": { params: adjudication },
  "POST /api/v1/adjudications/[id]/resolve": {
    params: adjudication,
    body: () => ({ choice: "a", rationale: "mine is right" }),
  },
  "GET /api/v1/assignments/[id]": { params: assignment },
  "PUT /api/v1/assignments/[id]/draft": {
    params: assignment,
    body: () => ({ draft: { notes: "x" } }),
  },
  "POST /api/v1/assignments/[id]/release": { params: assignment },
  "POST /api/v1/assignments/[id]/skip": {
    params: assignment,
    body: () => ({ reason: "changed my mind" }),
  },
  "POST /api/v1/assignments/[id]/submit": {
    params: assignment,
    body: () => ({ annotation: sampleAnnotation("readme", 0) }),
  },
  "PUT /api/v1/assignments/[id]/annotation": {
    params: assignment,
    body: () => ({ annotation: sampleAnnotation("readme", 0) }),
  },
  "PUT /api/v1/items/[id]/gold": {
    params: item,
    body: () => ({ gold: sampleAnnotation("readme", 0), rationale: "x" }),
  },
  "GET /api/v1/items/[id]/history": { params: item },
  "POST /api/v1/items/[id]/reopen": { params: item, body: () => ({ reason: "x" }) },
  "POST /api/v1/projects/[id]/adjudication/next": { params: project },
  "GET /api/v1/projects/[id]/agreement": { params: project },
  "GET /api/v1/projects/[id]/annotators": { params: project },
  "POST /api/v1/projects/[id]/annotators/[userId]/resume": {
    params: (w) => ({ id: String(w.projectId), userId: String(w.annotator.id) }),
  },
  "POST /api/v1/projects/[id]/training-items": {
    params: project,
    body: () => ({ external_ids: ["q-000000"] }),
  },
  "GET /api/v1/projects/[id]/qualification": { params: project },
  "POST /api/v1/projects/[id]/qualification": {
    params: project,
    body: (w) => ({ item_id: w.itemId, annotation: sampleAnnotation("readme", 0) }),
  },
  "POST /api/v1/projects/[id]/qualification/attempts": { params: project },
  "POST /api/v1/projects/[id]/members/[userId]/qualify": {
    params: (w) => ({ id: String(w.projectId), userId: String(w.annotator.id) }),
  },
  "POST /api/v1/projects/[id]/members/[userId]/requalify": {
    params: (w) => ({ id: String(w.projectId), userId: String(w.annotator.id) }),
  },
  "POST /api/v1/projects/[id]/check-items": {
    params: project,
    body: () => ({ external_ids: ["q-000000"] }),
  },
  "GET /api/v1/projects/[id]/export": { params: project, query: "?status=gold,unresolved" },
  "GET /api/v1/projects/[id]/items": { params: project },
  "POST /api/v1/projects/[id]/items": {
    params: project,
    body: () => readmeLine,
    contentType: "application/x-ndjson",
  },
  "POST /api/v1/projects/[id]/items/export": {
    params: project,
    body: (w) => ({ item_ids: [w.itemId] }),
  },
  "POST /api/v1/projects/[id]/items/reopen": {
    params: project,
    body: (w) => ({ item_ids: [w.itemId], reason: "look again" }),
  },
  "POST /api/v1/projects/[id]/machine-annotations": {
    params: project,
    body: () => ({ external_id: "q-000000", annotator: "judge", annotation: {} }),
    contentType: "application/x-ndjson",
  },
  "GET /api/v1/projects/[id]/leaderboard": { params: project },
  "GET /api/v1/projects/[id]/health": { params: project },
  "GET /api/v1/projects/[id]/metric-scores": { params: project },
  "POST /api/v1/projects/[id]/metric-scores": {
    params: project,
    body: () => ({ external_id: "q-000000", metric: "bleu", score: 0.5 }),
    contentType: "application/x-ndjson",
  },
  "GET /api/v1/projects/[id]/metrics/[metric]/calibration": {
    params: (w) => ({ id: String(w.projectId), metric: "bleu" }),
  },
  "POST /api/v1/projects/[id]/machine-runs": {
    params: project,
    body: () => ({ name: "judge", model: "gpt-4o" }),
  },
  "POST /api/v1/machine-runs/[id]/outputs": {
    params: () => ({ id: String(UNUSED_ID) }),
    body: () => ({ external_id: "q-000000", annotation: {} }),
    contentType: "application/x-ndjson",
  },
  "POST /api/v1/projects/[id]/judge-runs": {
    params: project,
    body: () => ({ name: "judge-2", endpoint: { base_url: "http://127.0.0.1:9/v1", model: "m" } }),
  },
  "GET /api/v1/judge-runs/[id]": { params: () => ({ id: String(UNUSED_ID) }) },
  "POST /api/v1/judge-runs/[id]/pause": { params: () => ({ id: String(UNUSED_ID) }) },
  "POST /api/v1/judge-runs/[id]/resume": { params: () => ({ id: String(UNUSED_ID) }) },
  "POST /api/v1/judge-runs/[id]/cancel": { params: () => ({ id: String(UNUSED_ID) }) },
  "GET /api/v1/projects/[id]/judges": { params: project },
  "GET /api/v1/releases/[id]/bundle": { params: (w) => ({ id: String(w.releaseId) }) },
  "GET /api/v1/projects/[id]/members": { params: project },
  "GET /api/v1/projects/[id]/guidelines": { params: project },
  "POST /api/v1/projects/[id]/members": {
    params: project,
    body: () => ({ email: "nobody@test.example", role: "annotator" }),
  },
  "PATCH /api/v1/projects/[id]/members/[userId]": {
    params: (w) => ({ id: String(w.projectId), userId: String(w.annotator.id) }),
    body: () => ({ role: "lead" }),
  },
  "DELETE /api/v1/projects/[id]/members/[userId]": {
    params: (w) => ({ id: String(w.projectId), userId: String(w.annotator.id) }),
  },
  "POST /api/v1/projects/[id]/queue/next": { params: project },
  "GET /api/v1/projects/[id]/releases": { params: project },
  "POST /api/v1/projects/[id]/releases": {
    params: project,
    body: () => ({ version: "1.0.0", title: "Mine", license: "MIT" }),
  },
  "GET /api/v1/releases/[id]": { params: () => ({ id: String(UNUSED_ID) }) },
  "GET /api/v1/releases/[id]/diff/[otherId]": {
    params: () => ({ id: String(UNUSED_ID), otherId: String(UNUSED_ID) }),
  },
  "GET /api/v1/projects/[id]/queue/progress": { params: project },
  "GET /api/v1/projects/[id]/submissions": { params: project },
  "GET /api/v1/projects/[id]": { params: project },
  "PATCH /api/v1/projects/[id]": { params: project, body: () => ({ settings: { overlap: 3 } }) },
  "POST /api/v1/projects/[id]/validation/next": { params: project },
  "GET /api/v1/projects": {},
  "POST /api/v1/projects": { body: () => ({ name: "Mine", kind: "readme" }) },
  "GET /api/v1/users": {},
  "PATCH /api/v1/users/[id]": {
    params: (w) => ({ id: String(w.annotator.id) }),
    body: () => ({ name: "Me" }),
  },
  "POST /api/v1/users": {
    body: () => ({
      email: "x@test.example",
      name: "x",
      role: "annotator",
      password: "a long enough password",
    }),
  },
  "POST /api/v1/validations/[itemId]/skip": {
    params: (w) => ({ itemId: String(w.itemId) }),
    body: () => ({ reason: "not mine to rate" }),
  },
  "POST /api/v1/validations/[itemId]/submit": {
    params: (w) => ({ itemId: String(w.itemId) }),
    body: () => ({ rating: 4 }),
  },
};

const appDir = path.resolve(import.meta.dirname, "../../../../app");

/** "METHOD /path" of every handler the app exports, and the module to call it from. */
export async function routeHandlers(): Promise<
  Map<
    string,
    (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>
  >
> {
  const files = readdirSync(path.join(appDir, "api"), { recursive: true, encoding: "utf8" }).filter(
    (f) => path.basename(f) === "route.ts",
  );
  const handlers = new Map();
  for (const file of files) {
    const mod = (await import(path.join(appDir, "api", file))) as Record<string, unknown>;
    const urlPath = `/api/${path.dirname(file).split(path.sep).join("/")}`;
    for (const m of methods)
      if (typeof mod[m] === "function") handlers.set(`${m} ${urlPath}`, mod[m]);
  }
  return handlers;
}

export async function callRoute(
  handler: (
    req: NextRequest,
    ctx: { params: Promise<Record<string, string>> },
  ) => Promise<Response>,
  key: string,
  call: Exclude<Call, { skip: string }>,
  w: World,
) {
  const [method, template] = key.split(" ");
  const params = call.params?.(w) ?? {};
  const url =
    template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => params[name] ?? name) +
    (call.query ?? "");
  const body = call.body?.(w);
  const req = new NextRequest(`http://localhost${url}`, {
    method,
    headers: {
      authorization: `Bearer ${w.token}`,
      "content-type": call.contentType ?? "application/json",
    },
    ...(body === undefined
      ? {}
      : {
          body:
            call.contentType === "application/x-ndjson"
              ? `${JSON.stringify(body)}\n`
              : JSON.stringify(body),
        }),
  });
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a JSONL or CSV stream): compared as text.
  }
  const headers = Object.fromEntries(
    [...res.headers.entries()].filter(([h]) => h !== "date" && h !== "etag").sort(),
  );
  return { status: res.status, headers: normalise(headers, w), body: normalise(parsed, w) };
}

// What pages load beyond the API (the validate page's progress bars have no API route of their own).
export const pageData: Record<string, (w: World) => Promise<unknown>> = {
  "validation progress (validate page, Validate link)": (w) =>
    getValidationProgress({ actor: w.annotator, projectId: w.projectId }),
  "guideline notice (annotate pages)": async (w) => {
    const { kind } = await db.project.findUniqueOrThrow({ where: { id: w.projectId } });
    return getGuidelineNotice({ actor: w.annotator, project: { id: w.projectId, kind } });
  },
};
