import { describe, expect, it } from "vitest";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { db } from "@/lib/db";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeUser, TEST_PASSWORD } from "../factories";
import { casingCaller, pick, routeTable } from "./helpers/api-casing-routes";

// SPEC §6: every key of every response body under /api/v1 is snake_case, mapped in one place
// (lib/api/api-casing.ts). Each route is called with a request that succeeds, so what is checked is
// the real body and not an error envelope; the route table is read from app/api/v1, so a new route
// fails here until it is called.

describe("API casing: every /api/v1 response is snake_case (SPEC §6)", () => {
  it("answers every route with snake_case keys, data keys' values as stored", async () => {
    const table = await routeTable();
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({
      kind: "readme",
      items: 3,
      annotators: 2,
      settings: { readmeValidation: true },
    });
    const [admin, vera, val, spare] = [
      await makeUser("admin"),
      await makeUser("annotator"),
      await makeUser("annotator"),
      await makeUser("annotator"),
    ];
    for (const u of [vera, val, spare])
      await addProjectMember({
        actor: lead,
        projectId,
        input: { email: u.email, role: "annotator" },
      });
    const { call, called, problems } = casingCaller(table);
    const project = { id: projectId };

    await call("POST /auth/token", null, {
      body: { email: lead.email, password: TEST_PASSWORD, ttl_days: 1 },
    });
    await call("GET /users", admin);
    const made = await call("POST /users", admin, {
      body: {
        email: `casing-${projectId}@test.example`,
        name: "Casey",
        role: "annotator",
        password: "a long enough password",
      },
    });
    await call("PATCH /users/[id]", admin, {
      params: { id: pick(made, "user.id") },
      body: { name: "Casey Two" },
    });
    const created = await call("POST /projects", lead, {
      body: {
        name: "Casing",
        kind: "dialogue",
        settings: { lease_minutes: 40, hide_annotator_names: true },
      },
    });
    expect(pick(created, "project.settings")).toMatchObject({
      lease_minutes: 40,
      hide_annotator_names: true,
      overlap: 2,
      revise_minutes: 10,
    });
    await call("GET /projects", lead);
    await call("PATCH /projects/[id]", lead, {
      params: project,
      body: { settings: { lease_minutes: 45 } },
    });
    expect(
      pick(await call("GET /projects/[id]", lead, { params: project }), "project"),
    ).toMatchObject({
      item_count: 3,
      my_role: "lead",
      settings: { lease_minutes: 45, readme_validation: true },
    });
    await call("GET /projects/[id]/members", lead, { params: project });
    await call("GET /projects/[id]/guidelines", lead, { params: project });
    await call("POST /projects/[id]/members", lead, {
      params: project,
      body: { email: pick(made, "user.email"), role: "annotator" },
    });
    await call("PATCH /projects/[id]/members/[userId]", lead, {
      params: { id: projectId, userId: spare.id },
      body: { role: "adjudicator" },
    });
    await call("DELETE /projects/[id]/members/[userId]", lead, {
      params: { id: projectId, userId: spare.id },
    });
    await call("POST /projects/[id]/items", lead, {
      params: project,
      jsonl: [{ ...itemLineExamples.readme, external_id: "casing-extra" }],
    });
    await call("POST /projects/[id]/machine-annotations", lead, {
      params: project,
      jsonl: [
        {
          external_id: "q-000000",
          annotator: "judgeModel",
          annotation: sampleAnnotation("readme", 0),
        },
      ],
    });
    const run = await call("POST /projects/[id]/machine-runs", lead, {
      params: project,
      body: { name: "judgeRun", model: "gpt-4o", prompt_strategy: "rubric" },
    });
    await call("POST /machine-runs/[id]/outputs", lead, {
      params: { id: pick(run, "id") },
      jsonl: [
        { external_id: "q-000000", annotation: sampleAnnotation("readme", 0) },
        { external_id: "q-000001", failure: "refusal", raw: "I cannot" },
      ],
    });
    const judgeRun = await call("POST /projects/[id]/judge-runs", lead, {
      params: project,
      body: { name: "judgeRunner", endpoint: { base_url: "http://127.0.0.1:9/v1", model: "m" } },
    });
    const judgeRunId = { id: pick(judgeRun, "id") };
    await call("POST /judge-runs/[id]/pause", lead, { params: judgeRunId });
    await call("POST /judge-runs/[id]/resume", lead, { params: judgeRunId });
    await call("POST /judge-runs/[id]/cancel", lead, { params: judgeRunId });
    await call("GET /judge-runs/[id]", lead, { params: judgeRunId });
    expect(
      pick(
        await call("GET /projects/[id]/items", lead, { params: project, query: "?limit=2" }),
        "next_cursor",
      ),
    ).toEqual(expect.any(String));

    // Item q-000000: ana and ben disagree; the lead adjudicates it into gold; vera rates it, val skips it.
    const claim = await call("POST /projects/[id]/queue/next", ana, { params: project });
    const assignment = { id: pick(claim, "assignment_id") };
    await call("PUT /assignments/[id]/draft", ana, {
      params: assignment,
      body: { draft: { clientState: { savedAt: 1 } } },
    });
    expect(pick(await call("GET /assignments/[id]", ana, { params: assignment }), "draft")).toEqual(
      { clientState: { savedAt: 1 } },
    );
    await call("POST /assignments/[id]/release", ana, { params: assignment });
    const again = await call("POST /projects/[id]/queue/next", ana, { params: project });
    await call("POST /assignments/[id]/submit", ana, {
      params: { id: pick(again, "assignment_id") },
      body: { annotation: sampleAnnotation("readme", 0), time_spent_ms: 1000 },
    });
    const partner = await call("POST /projects/[id]/queue/next", ben, { params: project });
    expect(pick(partner, "item.id")).toBe(pick(again, "item.id"));
    await call("POST /assignments/[id]/submit", ben, {
      params: { id: pick(partner, "assignment_id") },
      body: { annotation: sampleAnnotation("readme", 2) },
    });
    const next = await call("POST /projects/[id]/queue/next", ana, { params: project });
    await call("POST /assignments/[id]/skip", ana, {
      params: { id: pick(next, "assignment_id") },
      body: { reason: "not today" },
    });
    await call("GET /projects/[id]/queue/progress", ana, { params: project });
    expect(
      pick(
        await call("GET /projects/[id]/submissions", ana, { params: project }),
        "submissions.0.data",
      ),
    ).toEqual(sampleAnnotation("readme", 0));
    // A revise (decision 048) needs a project with a window.
    const windowed = await makeQueueProject({
      kind: "readme",
      items: 1,
      annotators: 1,
      settings: { reviseMinutes: 10 },
    });
    const [writer] = windowed.annotators;
    const mine = {
      id: pick(
        await call("POST /projects/[id]/queue/next", writer, {
          params: { id: windowed.projectId },
        }),
        "assignment_id",
      ),
    };
    await call("POST /assignments/[id]/submit", writer, {
      params: mine,
      body: { annotation: sampleAnnotation("readme", 0) },
    });
    const revised = await call("PUT /assignments/[id]/annotation", writer, {
      params: mine,
      body: { annotation: sampleAnnotation("readme", 1), time_spent_ms: 500 },
    });
    expect(pick(revised, "revisable_until")).toEqual(expect.any(String));
    expect(
      pick(
        await call("GET /projects/[id]/submissions", writer, {
          params: { id: windowed.projectId },
        }),
        "submissions.0",
      ),
    ).toMatchObject({
      revisable_until: pick(revised, "revisable_until"),
      is_revisable: true,
    });

    const adjudication = await call("POST /projects/[id]/adjudication/next", lead, {
      params: project,
    });
    const adj = { id: pick(adjudication, "adjudication_id") };
    await call("PUT /adjudications/[id]/draft", lead, {
      params: adj,
      body: { draft: { choice: "a", rationale: "A is right", saved_at: 1 } },
    });
    await call("GET /adjudications/[id]", lead, { params: adj });
    await call("POST /adjudications/[id]/release", lead, { params: adj });
    const reclaimed = await call("POST /projects/[id]/adjudication/next", lead, {
      params: project,
    });
    await call("POST /adjudications/[id]/resolve", lead, {
      params: { id: pick(reclaimed, "adjudication_id") },
      body: { choice: "a", rationale: "A is right" },
    });

    const itemId = pick(again, "item.id");
    expect(
      pick(await call("POST /projects/[id]/validation/next", vera, { params: project }), "item_id"),
    ).toBe(itemId);
    await call("POST /validations/[itemId]/submit", vera, {
      params: { itemId },
      body: { rating: 4, notes: "complete" },
    });
    await call("POST /validations/[itemId]/skip", val, {
      params: { itemId },
      body: { reason: "not mine" },
    });

    await call("GET /projects/[id]/agreement", lead, { params: project });
    await call("GET /projects/[id]/annotators", lead, { params: project });
    await call("GET /projects/[id]/judges", lead, { params: project });
    await call("GET /projects/[id]/health", lead, { params: project });
    // Check items: mark the gold item, and resume a member paused by their checks.
    const { externalId: goldExternalId } = await db.item.findUniqueOrThrow({
      where: { id: Number(itemId) },
      select: { externalId: true },
    });
    await call("POST /projects/[id]/check-items", lead, {
      params: project,
      body: { external_ids: [goldExternalId] },
    });
    await db.checkPause.create({ data: { projectId, userId: spare.id, reason: "test" } });
    await call("POST /projects/[id]/annotators/[userId]/resume", lead, {
      params: { id: projectId, userId: spare.id },
    });
    await call("GET /projects/[id]/export", lead, { params: project, query: "?status=gold" });
    await call("POST /projects/[id]/items/export", lead, {
      params: project,
      body: { item_ids: [itemId] },
    });
    expect(
      pick(
        await call("GET /projects/[id]/items", lead, {
          params: project,
          query: `?annotator=${ana.id}`,
        }),
        "items.0.annotators",
      ),
    ).toEqual([expect.any(String), expect.any(String)]);
    const history = await call("GET /items/[id]/history", lead, { params: { id: itemId } });
    expect(pick(history, "annotations.0")).toEqual(
      expect.objectContaining({
        submitted_at: expect.any(String),
        time_spent_ms: expect.any(Number),
      }),
    );
    await call("PUT /items/[id]/gold", lead, {
      params: { id: itemId },
      body: { gold: sampleAnnotation("readme", 1), rationale: "closer" },
    });
    await call("POST /items/[id]/reopen", lead, {
      params: { id: itemId },
      body: { reason: "look again" },
    });
    await call("PUT /items/[id]/gold", lead, {
      params: { id: itemId },
      body: { gold: sampleAnnotation("readme", 1), rationale: "settled" },
    });
    await call("POST /projects/[id]/items/reopen", lead, {
      params: project,
      body: { item_ids: [itemId], reason: "look again" },
    });

    // Metric calibration needs a kind with an ordinal gold field: a comment project, gold on each item.
    const comments = await makeQueueProject({ kind: "generated_comment", items: 4, annotators: 0 });
    const commentItems = await db.item.findMany({
      where: { projectId: comments.projectId },
      select: { id: true, externalId: true },
      orderBy: { id: "asc" },
    });
    for (const [i, it] of commentItems.entries()) {
      await db.goldRecord.create({
        data: {
          itemId: it.id,
          source: "adjudicated",
          data: { accuracy: i % 2 ? "correct" : "incorrect", error_codes: [], notes: "" },
        },
      });
    }
    const scores = commentItems.map((it, i) => ({
      external_id: it.externalId,
      metric: "bertScore",
      score: i / 4,
      noise: i === 0,
    }));
    await call("POST /projects/[id]/metric-scores", comments.lead, {
      params: { id: comments.projectId },
      jsonl: scores,
    });
    await call("GET /projects/[id]/metric-scores", comments.lead, {
      params: { id: comments.projectId },
    });
    await call("GET /projects/[id]/metrics/[metric]/calibration", comments.lead, {
      params: { id: comments.projectId, metric: "bertScore" },
    });

    // The qualification round on the same gold items: Quinn fails one item, is allowed another
    // attempt, then qualified by hand.
    const commentsId = { id: comments.projectId };
    await call("POST /projects/[id]/training-items", comments.lead, {
      params: commentsId,
      body: { external_ids: commentItems.map((it) => it.externalId) },
    });
    await call("PATCH /projects/[id]", comments.lead, {
      params: commentsId,
      body: { settings: { qualification_items: 1, qualification_pass: 1 } },
    });
    const quinn = await makeUser("annotator");
    await addProjectMember({
      actor: comments.lead,
      projectId: comments.projectId,
      input: { email: quinn.email, role: "annotator" },
    });
    await call("POST /projects/[id]/qualification/attempts", quinn, { params: commentsId });
    const round = await call("GET /projects/[id]/qualification", quinn, { params: commentsId });
    await call("POST /projects/[id]/qualification", quinn, {
      params: commentsId,
      body: {
        item_id: pick(round, "item.id"),
        annotation: { accuracy: "partially_correct", error_codes: [], notes: "" },
      },
    });
    const quinnId = { id: comments.projectId, userId: quinn.id };
    await call("POST /projects/[id]/members/[userId]/requalify", comments.lead, {
      params: quinnId,
    });
    await call("POST /projects/[id]/members/[userId]/qualify", comments.lead, { params: quinnId });

    const release = await call("POST /projects/[id]/releases", lead, {
      params: project,
      body: { version: "1.0.0", title: "Casing", license: "CC-BY-4.0" },
    });
    const releaseId = pick(release, "release.id");
    await call("GET /projects/[id]/releases", lead, { params: project });
    await call("GET /releases/[id]", lead, { params: { id: releaseId } });
    await call("GET /releases/[id]/diff/[otherId]", lead, {
      params: { id: releaseId, otherId: releaseId },
    });
    await call("GET /releases/[id]/bundle", lead, { params: { id: releaseId } });

    // The leaderboard is for kinds that grade model answers.
    const graded = await makeQueueProject({ kind: "model_answer", items: 2, annotators: 0 });
    for (const it of await db.item.findMany({
      where: { projectId: graded.projectId },
      select: { id: true },
    })) {
      await db.goldRecord.create({
        data: { itemId: it.id, source: "adjudicated", data: { grade: "correct", notes: "" } },
      });
    }
    await call("GET /projects/[id]/leaderboard", graded.lead, { params: { id: graded.projectId } });

    expect(problems).toEqual([]);
    expect([...called].sort()).toEqual([...table.keys()].sort());
  });
});
