// What the fuzzer knows about each mutating route under app/api/v1: who may call it, its params,
// and a valid body to corrupt. A route file that exports a POST/PUT/PATCH/DELETE missing from this
// table fails the fuzz test, so a new route cannot go unfuzzed.
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { sampleAnnotation } from "../../concurrency/queue-fixtures";
import { TEST_PASSWORD } from "../../factories";
import type { FuzzFixture } from "./fuzz-fixture";

type BodyKind = "none" | "json" | "jsonl";

export type RouteSpec = {
  actor: keyof FuzzFixture["as"];
  params: (f: FuzzFixture) => Record<string, string>;
  body: BodyKind;
  /** The route's body limit in bytes (bodyLimits), for oversized bodies. */
  limit?: number;
  /** A valid body (JSON object, or JSONL lines) that each mutation corrupts in one way. */
  valid?: (f: FuzzFixture) => Record<string, unknown>;
  /** Fields that must be present: removing one is malformed. */
  required?: string[];
  /** Fields with a checked type (not "any JSON"): another type is malformed. */
  typed?: string[];
  /** A file import: a NUL in its text is replaced and listed, not refused (SPEC §5). */
  replacesNul?: true;
};

const KiB = 1024;
const MiB = 1024 * KiB;
const project = (f: FuzzFixture) => ({ id: f.projectId });
const assignment = (f: FuzzFixture) => ({ id: f.assignmentId });
const adjudication = (f: FuzzFixture) => ({ id: f.adjudicationId });
const item = (f: FuzzFixture) => ({ id: f.itemId });
const validation = (f: FuzzFixture) => ({ itemId: f.itemId });
const member = (f: FuzzFixture) => ({ id: f.projectId, userId: f.memberUserId });
const none = () => ({});
const reason = {
  valid: () => ({ reason: "not my language" }),
  required: ["reason"],
  typed: ["reason"],
};

/** Keyed by `METHOD path` with the path relative to app/api/v1, without `/route.ts`. */
export const routeSpecs: Record<string, RouteSpec> = {
  "POST auth/token": {
    actor: "none",
    params: none,
    body: "json",
    limit: 8 * KiB,
    valid: (f) => ({ email: f.leadEmail, password: TEST_PASSWORD, name: "fuzz" }),
    required: ["email", "password"],
    typed: ["email", "password", "name", "ttl_days"],
  },
  "POST users": {
    actor: "admin",
    params: none,
    body: "json",
    limit: MiB,
    valid: () => ({
      email: "fuzz-new@test.example",
      name: "Fuzz",
      role: "annotator",
      password: "a long fuzz passphrase 2026",
    }),
    required: ["email", "name", "role", "password"],
    typed: ["email", "name", "role", "password"],
  },
  "PATCH users/[id]": {
    actor: "admin",
    params: (f) => ({ id: f.memberUserId }),
    body: "json",
    limit: MiB,
    valid: () => ({ name: "Renamed", role: "annotator", active: true }),
    typed: ["name", "role", "active"],
  },
  "POST projects": {
    actor: "lead",
    params: none,
    body: "json",
    limit: MiB,
    valid: () => ({
      name: "Fuzz project",
      kind: "dialogue",
      instructions: "Label it.",
      settings: { overlap: 2 },
    }),
    required: ["name", "kind"],
    typed: ["name", "kind", "instructions", "settings"],
  },
  "PATCH projects/[id]": {
    actor: "lead",
    params: project,
    body: "json",
    limit: MiB,
    valid: () => ({ name: "Renamed", instructions: "New words.", settings: { lease_minutes: 45 } }),
    typed: ["name", "instructions", "settings"],
  },
  "POST projects/[id]/members": {
    actor: "lead",
    params: project,
    body: "json",
    limit: MiB,
    valid: () => ({ email: "nobody-yet@test.example", role: "annotator" }),
    required: ["email", "role"],
    typed: ["email", "role"],
  },
  "PATCH projects/[id]/members/[userId]": {
    actor: "lead",
    params: member,
    body: "json",
    limit: MiB,
    valid: () => ({ role: "adjudicator", active: true }),
    typed: ["role", "active"],
  },
  "DELETE projects/[id]/members/[userId]": { actor: "lead", params: member, body: "none" },
  "POST projects/[id]/check-items": {
    actor: "lead",
    params: project,
    body: "json",
    limit: MiB,
    valid: () => ({ external_ids: ["q-000000"], check: false }),
    required: ["external_ids"],
    typed: ["external_ids", "check"],
  },
  "POST projects/[id]/annotators/[userId]/resume": { actor: "lead", params: member, body: "none" },
  "POST projects/[id]/training-items": {
    actor: "lead",
    params: project,
    body: "json",
    limit: MiB,
    valid: () => ({ external_ids: ["q-000000"], training: false }),
    required: ["external_ids"],
    typed: ["external_ids", "training"],
  },
  "POST projects/[id]/members/[userId]/qualify": { actor: "lead", params: member, body: "none" },
  "POST projects/[id]/members/[userId]/requalify": { actor: "lead", params: member, body: "none" },
  "POST projects/[id]/qualification/attempts": {
    actor: "annotator",
    params: project,
    body: "none",
  },
  "POST projects/[id]/qualification": {
    actor: "annotator",
    params: project,
    body: "json",
    limit: 4 * MiB,
    valid: (f) => ({
      item_id: Number(f.itemId),
      annotation: sampleAnnotation("generated_comment"),
    }),
    required: ["item_id", "annotation"],
    typed: ["item_id"],
  },
  "POST projects/[id]/items": {
    actor: "lead",
    params: project,
    body: "jsonl",
    replacesNul: true,
    limit: 1024 * MiB,
    valid: () => ({
      ...itemLineExamples.generated_comment,
      external_id: "fuzz-new-1",
      meta: { source: "fuzz" },
    }),
    typed: ["external_id", "code_prefix", "predicted_comment", "meta"],
  },
  "POST projects/[id]/items/export": {
    actor: "lead",
    params: project,
    body: "json",
    limit: MiB,
    valid: (f) => ({ item_ids: [Number(f.itemId)], identities: "pseudonyms" }),
    required: ["item_ids"],
    typed: ["item_ids", "identities"],
  },
  "POST projects/[id]/items/reopen": {
    actor: "lead",
    params: project,
    body: "json",
    limit: MiB,
    valid: (f) => ({ item_ids: [Number(f.itemId)], reason: "the guideline changed" }),
    required: ["item_ids", "reason"],
    typed: ["item_ids", "reason"],
  },
  "POST projects/[id]/machine-annotations": {
    actor: "lead",
    params: project,
    body: "jsonl",
    limit: 1024 * MiB,
    valid: () => ({
      external_id: "q-000002",
      annotator: "fuzz-judge",
      annotation: sampleAnnotation("generated_comment"),
    }),
    required: ["external_id", "annotator", "annotation"],
    typed: ["external_id", "annotator", "annotation"],
  },
  "POST projects/[id]/machine-runs": {
    actor: "lead",
    params: project,
    body: "json",
    limit: 1 * MiB,
    valid: () => ({
      name: "fuzz-run-2",
      model: "gpt-4o",
      prompt_strategy: "rubric",
      temperature: 0.5,
    }),
    required: ["name", "model"],
    typed: ["name", "model", "temperature"],
  },
  "POST projects/[id]/metric-scores": {
    actor: "lead",
    params: project,
    body: "jsonl",
    limit: 1024 * MiB,
    valid: () => ({ external_id: "q-000002", metric: "bleu", score: 0.5 }),
    required: ["external_id", "metric", "score"],
    typed: ["external_id", "metric", "score", "noise"],
  },
  "POST machine-runs/[id]/outputs": {
    actor: "lead",
    params: (f) => ({ id: f.runId }),
    body: "jsonl",
    limit: 1024 * MiB,
    valid: () => ({ external_id: "q-000002", annotation: sampleAnnotation("generated_comment") }),
    required: ["external_id", "annotation"],
    typed: ["external_id"],
  },
  "POST projects/[id]/judge-runs": {
    actor: "lead",
    params: project,
    body: "json",
    limit: 1 * MiB,
    valid: () => ({
      name: "fuzz-judge-2",
      endpoint: { base_url: "http://127.0.0.1:9/v1", model: "gpt-4o-mini" },
      prompt: { template: "Grade {{predicted_comment}}" },
      temperature: 0,
      concurrency: 2,
      items: { limit: 2 },
    }),
    required: ["name", "endpoint"],
    typed: ["name", "endpoint", "prompt", "temperature", "concurrency", "items"],
  },
  "POST judge-runs/[id]/pause": {
    actor: "lead",
    params: (f) => ({ id: f.judgeRunId }),
    body: "none",
  },
  "POST judge-runs/[id]/resume": {
    actor: "lead",
    params: (f) => ({ id: f.judgeRunId }),
    body: "none",
  },
  "POST judge-runs/[id]/cancel": {
    actor: "lead",
    params: (f) => ({ id: f.judgeRunId }),
    body: "none",
  },
  "POST projects/[id]/releases": {
    actor: "lead",
    params: project,
    body: "json",
    limit: MiB,
    valid: () => ({
      version: "fuzz-1.0.0",
      title: "Fuzz release",
      notes: "notes",
      license: "CC-BY-4.0",
      citation: "@misc{fuzz}",
    }),
    required: ["version", "title", "license"],
    typed: ["version", "title", "notes", "license", "citation"],
  },
  "POST projects/[id]/queue/next": { actor: "annotator", params: project, body: "none" },
  "POST projects/[id]/adjudication/next": { actor: "adjudicator", params: project, body: "none" },
  "POST projects/[id]/validation/next": { actor: "annotator", params: project, body: "none" },
  "POST assignments/[id]/submit": {
    actor: "annotator",
    params: assignment,
    body: "json",
    limit: 4 * MiB,
    valid: () => ({ annotation: sampleAnnotation("generated_comment"), time_spent_ms: 1200 }),
    required: ["annotation"],
    typed: ["annotation", "time_spent_ms"],
  },
  // Decision 048: the revise takes the submit's body.
  "PUT assignments/[id]/annotation": {
    actor: "annotator",
    params: assignment,
    body: "json",
    limit: 4 * MiB,
    valid: () => ({ annotation: sampleAnnotation("generated_comment", 2), time_spent_ms: 800 }),
    required: ["annotation"],
    typed: ["annotation", "time_spent_ms"],
  },
  "PUT assignments/[id]/draft": {
    actor: "annotator",
    params: assignment,
    body: "json",
    limit: 2 * MiB,
    valid: () => ({ draft: { accuracy: "correct", notes: "half done" } }),
    required: ["draft"],
  },
  "POST assignments/[id]/skip": {
    actor: "annotator",
    params: assignment,
    body: "json",
    limit: MiB,
    ...reason,
  },
  "POST assignments/[id]/release": { actor: "annotator", params: assignment, body: "none" },
  "POST adjudications/[id]/resolve": {
    actor: "adjudicator",
    params: adjudication,
    body: "json",
    limit: 4 * MiB,
    valid: () => ({ choice: "a", rationale: "A is right." }),
    required: ["choice"],
    typed: ["choice", "rationale"],
  },
  "PUT adjudications/[id]/draft": {
    actor: "adjudicator",
    params: adjudication,
    body: "json",
    limit: MiB,
    valid: () => ({ draft: { choice: "a", rationale: "leaning a", saved_at: 1 } }),
    required: ["draft"],
    typed: ["draft"],
  },
  "POST adjudications/[id]/release": { actor: "adjudicator", params: adjudication, body: "none" },
  "PUT items/[id]/gold": {
    actor: "lead",
    params: item,
    body: "json",
    limit: 4 * MiB,
    valid: () => ({ gold: sampleAnnotation("generated_comment"), rationale: "fixing the codes" }),
    required: ["gold", "rationale"],
    typed: ["rationale"],
  },
  "POST items/[id]/reopen": { actor: "lead", params: item, body: "json", limit: MiB, ...reason },
  "POST validations/[itemId]/submit": {
    actor: "annotator",
    params: validation,
    body: "json",
    limit: MiB,
    valid: () => ({ rating: 3, notes: "minor gaps" }),
    required: ["rating"],
    typed: ["rating", "notes"],
  },
  "POST validations/[itemId]/skip": {
    actor: "annotator",
    params: validation,
    body: "json",
    limit: MiB,
    ...reason,
  },
};
