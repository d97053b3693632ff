import { randomUUID } from "node:crypto";
import { POST as itemsRoute } from "@/app/api/v1/projects/[id]/items/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";
import { recordRunOutputs } from "@/lib/machine/runs/record-run-outputs";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { createProject } from "@/lib/projects/create-project";
import { jsonl, makeUser } from "../../factories";
import { callRoute, type RouteHandler } from "./call-route";
import { insertAnnotation } from "./insert-annotation";

/** Calls routes with a bearer token of `userId`. */
export async function routeCaller(userId: number) {
  const { token } = await createApiToken({ userId, name: "t" });
  return (
    route: RouteHandler,
    params: Record<string, string>,
    init: { method?: string; query?: string; body?: string; type?: string } = {},
  ) =>
    callRoute(route, {
      method: init.method ?? "GET",
      params,
      query: init.query,
      body: init.body,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.type ? { "content-type": init.type } : {}),
      },
    });
}

/**
 * A model_answer project with two items per model (en, el) imported through the API, graded by
 * Ana and Ben (Ben differs on every third) with gold, and one judge run per name in `runs`.
 * `meta` is the JSON text of every item's meta.
 */
export async function gradedModelsFixture(opts: {
  models: readonly string[];
  runs: readonly string[];
  grades?: readonly string[];
  meta?: string;
}) {
  const grades = opts.grades ?? ["correct", "incorrect", "not_attempted"];
  const [ana, ben] = [await makeUser("annotator", "ana"), await makeUser("annotator", "ben")];
  const lead = await makeUser("lead");
  const gradeLabels = grades.map((label) => ({ label, definition: "" }));
  const { id: projectId } = await createProject({
    actor: lead,
    input: {
      name: `Graded ${randomUUID().slice(0, 6)}`,
      kind: "model_answer",
      settings: { reviseMinutes: 0, gradeLabels },
    },
  });
  for (const user of [ana, ben])
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: user.email, role: "annotator" },
    });
  const as = await routeCaller(lead.id);
  const specs = opts.models.flatMap((model, m) =>
    ["en", "el"].map((language, l) => ({
      model,
      language,
      externalId: `m${m}-${language}`,
      grade: grades[(2 * m + l) % grades.length],
    })),
  );
  const lines = specs.map((s) => {
    const line = JSON.stringify({
      ...itemLineExamples.model_answer,
      external_id: s.externalId,
      model: s.model,
      language: s.language,
      run: 1,
    });
    return opts.meta === undefined ? line : line.replace(/}$/, `,"meta":${opts.meta}}`);
  });
  const imported = await as(
    itemsRoute,
    { id: String(projectId) },
    { method: "POST", body: lines.join("\n") + "\n", type: "application/x-ndjson" },
  );
  // No vitest `expect` here: tests/attack/run-abuse.ts uses this fixture outside vitest.
  if (imported.status !== 201 || imported.json.imported !== specs.length)
    throw new Error(`import answered ${imported.status}: ${imported.text.slice(0, 500)}`);

  const rows = await db.item.findMany({
    where: { projectId },
    select: { id: true, externalId: true },
  });
  const idOf = new Map(rows.map((r) => [r.externalId, r.id]));
  for (const [i, s] of specs.entries()) {
    const itemId = idOf.get(s.externalId)!;
    await insertAnnotation({ itemId, userId: ana.id, data: { grade: s.grade, notes: "" } });
    await insertAnnotation({
      itemId,
      userId: ben.id,
      data: {
        grade: i % 3 === 0 ? grades[(grades.indexOf(s.grade) + 1) % grades.length] : s.grade,
        notes: "",
      },
    });
    await db.goldRecord.create({
      data: { itemId, source: "adjudicated", data: { grade: s.grade, notes: "" } },
    });
  }
  for (const name of opts.runs) {
    const { id: runId } = await createMachineRun({
      actor: lead,
      projectId,
      input: { name, model: name, run: 1 },
    });
    await recordRunOutputs({
      actor: lead,
      runId,
      open: jsonl(
        specs.map((s) => ({ external_id: s.externalId, annotation: { grade: s.grade } })),
      ),
    });
  }
  return { projectId, lead, as, specs };
}
