import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { getValidationProgress } from "@/lib/gold/get-validation-progress";
import { importItems } from "@/lib/items/import/import-items";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";
import { recordRunOutputs } from "@/lib/machine/runs/record-run-outputs";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../../concurrency/queue-fixtures";
import { jsonl, jsonlSource, TEST_PASSWORD } from "../../factories";

// SPEC §2 "Blind": until adjudication is over, nothing an annotator can reach may differ with the
// outcome of an item they annotated. Three worlds, identical but for the partner's annotation of
// the one item: agreed; in disagreement; in disagreement with the adjudication claimed by the lead.
// The annotator of each world calls every API route and the data the pages load, and what they
// see (status, headers, body shape and values, with ids, times and names normalised) must be equal.
// One world per case (rather than one annotator in three projects) keeps every response whole:
// lists, counts and progress are compared as they come, not picked apart per project.

export type Outcome = "agreed" | "disagreement" | "claimed";
export type World = {
  outcome: Outcome;
  annotator: SessionUser;
  token: string;
  projectId: number;
  itemId: number;
  assignmentId: number;
  adjudicationId: number;
};

/** An id no row has: the adjudication of an item that never had one. */
const UNUSED_ID = 2_000_000_000;

/** What a judge run said about the world's item (decision 030): nothing, a label, or a failure. */
export type Judge = "none" | "label" | "failure";

export async function world(
  outcome: Outcome,
  settings: Partial<ProjectSettings>,
  judge: Judge = "none",
): Promise<World> {
  const {
    projectId,
    lead,
    annotators: [annotator, partner],
  } = await makeQueueProject({
    kind: "readme",
    items: 1,
    annotators: 2,
    settings: { readmeValidation: true, ...settings },
  });
  const mine = await claimNextItem({ actor: annotator, projectId });
  await submitAnnotation({
    actor: annotator,
    assignmentId: mine!.assignmentId,
    annotation: sampleAnnotation("readme", 0),
  });
  const theirs = await claimNextItem({ actor: partner, projectId });
  await submitAnnotation({
    actor: partner,
    assignmentId: theirs!.assignmentId,
    annotation: sampleAnnotation("readme", outcome === "agreed" ? 1 : 2),
  });
  const adjudication =
    outcome === "claimed" ? await claimNextAdjudication({ actor: lead, projectId }) : null;
  if (judge !== "none") {
    const run = await createMachineRun({
      actor: lead,
      projectId,
      input: { name: "judge", model: "gpt-4o", prompt_strategy: "rubric" },
    });
    const output =
      judge === "label"
        ? { external_id: "q-000000", annotation: sampleAnnotation("readme", 2) }
        : { external_id: "q-000000", failure: "refusal", raw: "I cannot rate this." };
    await recordRunOutputs({ actor: lead, runId: run.id, open: jsonl([output]) });
  }
  const { token } = await createApiToken({ userId: annotator.id, name: "blinding" });
  return {
    outcome,
    annotator,
    token,
    projectId,
    itemId: mine!.item.id,
    assignmentId: mine!.assignmentId,
    adjudicationId: adjudication?.adjudicationId ?? UNUSED_ID,
  };
}

// Prior annotations (decision 019): the item came with an expert's annotation instead of a partner
// who submitted first. The annotator, last to annotate in every world, must see the same.
export type PriorWorld = "partner" | "prior, agreed" | "prior, disagreement" | "prior, claimed";

export async function priorWorld(
  how: PriorWorld,
  settings: Partial<ProjectSettings>,
): Promise<World> {
  const {
    projectId,
    lead,
    annotators: [annotator, partner],
  } = await makeQueueProject({
    kind: "readme",
    items: 0,
    annotators: 2,
    settings: { readmeValidation: true, ...settings },
  });
  const variant = how === "partner" || how === "prior, agreed" ? 1 : 2;
  const priors =
    how === "partner"
      ? []
      : [
          {
            annotator: "katzy-expert-el",
            annotation: sampleAnnotation("readme", variant),
            submitted_at: "2024-05-01T10:00:00Z",
          },
        ];
  await importItems({
    actor: lead,
    projectId,
    records: jsonlSource([
      { ...itemLineExamples.readme, external_id: "q-000000", prior_annotations: priors },
    ]),
  });
  if (how === "partner") {
    const theirs = await claimNextItem({ actor: partner, projectId });
    await submitAnnotation({
      actor: partner,
      assignmentId: theirs!.assignmentId,
      annotation: sampleAnnotation("readme", variant),
    });
  }
  const mine = await claimNextItem({ actor: annotator, projectId });
  await submitAnnotation({
    actor: annotator,
    assignmentId: mine!.assignmentId,
    annotation: sampleAnnotation("readme", 0),
  });
  const adjudication =
    how === "prior, claimed" ? await claimNextAdjudication({ actor: lead, projectId }) : null;
  const { token } = await createApiToken({ userId: annotator.id, name: "blinding" });
  const outcome: Outcome =
    how === "prior, claimed" ? "claimed" : variant === 1 ? "agreed" : "disagreement";
  return {
    outcome,
    annotator,
    token,
    projectId,
    itemId: mine!.item.id,
    assignmentId: mine!.assignmentId,
    adjudicationId: adjudication?.adjudicationId ?? UNUSED_ID,
  };
}

// A judge's labels (machine annotations, e.g. the simpledevqa-eval preset's grade letters) are
// never shown to people: a model answer with no judge, a judge agreeing with the annotator and one
// disagreeing must look the same to the annotator, from the claim on.
export type JudgeWorld = "no judge" | "judge agrees" | "judge disagrees";

export async function judgeWorld(how: JudgeWorld): Promise<World & { claim: unknown }> {
  const {
    projectId,
    lead,
    annotators: [annotator, partner],
  } = await makeQueueProject({ kind: "model_answer", items: 0, annotators: 2 });
  const grade = sampleAnnotation("model_answer", 0).grade as string;
  const judged =
    how === "no judge"
      ? []
      : [
          {
            annotator: "simpledevqa-grader",
            annotation: {
              grade: how === "judge agrees" ? grade : "not_attempted",
              notes: "judged",
            },
          },
        ];
  await importItems({
    actor: lead,
    projectId,
    records: jsonlSource([
      { ...itemLineExamples.model_answer, external_id: "q-000000", machine_annotations: judged },
    ]),
  });
  const theirs = await claimNextItem({ actor: partner, projectId });
  await submitAnnotation({
    actor: partner,
    assignmentId: theirs!.assignmentId,
    annotation: sampleAnnotation("model_answer", 1),
  });
  const mine = await claimNextItem({ actor: annotator, projectId });
  await submitAnnotation({
    actor: annotator,
    assignmentId: mine!.assignmentId,
    annotation: sampleAnnotation("model_answer", 0),
  });
  const { token } = await createApiToken({ userId: annotator.id, name: "blinding" });
  const w = {
    outcome: "agreed" as const,
    annotator,
    token,
    projectId,
    itemId: mine!.item.id,
    assignmentId: mine!.assignmentId,
    adjudicationId: UNUSED_ID,
  };
  return { ...w, claim: normalise(mine, w) };
}

// Revise windows (decision 048): the annotator submits first with a window open; the partner then
// submits an agreeing or a disagreeing annotation, or nothing at all. The annotator's window, and
// with it every answer they get (the revise's included), must not change with what the partner did.
export type ReviseWorld = "partner agrees" | "partner disagrees" | "no partner";

export async function reviseWorld(how: ReviseWorld): Promise<World> {
  const {
    projectId,
    annotators: [annotator, partner],
  } = await makeQueueProject({
    kind: "readme",
    items: 1,
    annotators: 2,
    settings: { readmeValidation: true, reviseMinutes: 10 },
  });
  const mine = await claimNextItem({ actor: annotator, projectId });
  await submitAnnotation({
    actor: annotator,
    assignmentId: mine!.assignmentId,
    annotation: sampleAnnotation("readme", 0),
  });
  if (how !== "no partner") {
    const theirs = await claimNextItem({ actor: partner, projectId });
    await submitAnnotation({
      actor: partner,
      assignmentId: theirs!.assignmentId,
      annotation: sampleAnnotation("readme", how === "partner agrees" ? 1 : 2),
    });
  }
  const { token } = await createApiToken({ userId: annotator.id, name: "blinding" });
  const outcome: Outcome = how === "partner disagrees" ? "disagreement" : "agreed";
  return {
    outcome,
    annotator,
    token,
    projectId,
    itemId: mine!.item.id,
    assignmentId: mine!.assignmentId,
    adjudicationId: UNUSED_ID,
  };
}

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
  "GET /api/v1/projects/[id]/judges": { params: project },
  "GET /api/v1/projects/[id]/members": { params: project },
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

const appDir = path.resolve(import.meta.dirname, "../../../app");

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

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ID_KEY = /(^id$|_id$|Id$|^id_|^ids$)/;
const TIME_KEY = /(_at$|At$|^at$)/;
const PERSONAL_KEY = /^(name|email|token|password|validator|annotator|filename)$/;

/** Values with ids, times, names and secrets replaced by their kind: what must not differ is everything else. */
export function normalise(value: unknown, w: World, key = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => normalise(v, w, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, normalise(v, w, k)]),
    );
  }
  if (ID_KEY.test(key) && (typeof value === "number" || typeof value === "string"))
    return `<id:${typeof value}>`;
  if (typeof value === "string" && (ISO_TIME.test(value) || TIME_KEY.test(key))) return "<time>";
  if (PERSONAL_KEY.test(key) && typeof value === "string") return "<text>";
  return typeof value === "string" ? withoutIds(value, w) : value;
}

/** The world's own numbers inside strings (a filename, a message) are its ids, not what it sees. */
function withoutIds(text: string, w: World): string {
  let out = text;
  for (const id of [w.projectId, w.itemId, w.assignmentId, w.adjudicationId, w.annotator.id])
    out = out.replace(new RegExp(`(?<![\\w.])${id}(?![\\w.])`, "g"), "<id>");
  return out.replaceAll(w.annotator.email, "<email>");
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

/** Lines "route: path: a ≠ b" for every leaf where `seen` differs from `base`. */
export function differences(base: unknown, seen: unknown, at: string): string[] {
  if (base !== null && seen !== null && typeof base === "object" && typeof seen === "object") {
    const keys = new Set([...Object.keys(base), ...Object.keys(seen)]);
    return [...keys].flatMap((k) =>
      differences(
        (base as Record<string, unknown>)[k],
        (seen as Record<string, unknown>)[k],
        `${at}.${k}`,
      ),
    );
  }
  return JSON.stringify(base) === JSON.stringify(seen)
    ? []
    : [`${at}: ${JSON.stringify(base)} ≠ ${JSON.stringify(seen)}`];
}

// What pages load beyond the API (the validate page's progress bars have no API route of their own).
export const pageData: Record<string, (w: World) => Promise<unknown>> = {
  "validation progress (validate page, Validate link)": (w) =>
    getValidationProgress({ actor: w.annotator, projectId: w.projectId }),
};
