import { describe, expect, it } from "vitest";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { TEST_PASSWORD } from "../factories";
import { pick, routeTable } from "./helpers/api-casing-routes";
import { callRoute } from "./helpers/call-route";

// SPEC §6: request bodies are snake_case too; a camelCase key is refused by name, not ignored.
describe("API casing: every /api/v1 response is snake_case (SPEC §6)", () => {
  it("refuses a camelCase key at the top of any JSON body with a 422 naming the snake_case key, and writes nothing", async () => {
    const table = await routeTable();
    const {
      projectId,
      annotators: [ana],
    } = await makeQueueProject({ kind: "readme", items: 1, annotators: 1 });
    const headers = {
      authorization: `Bearer ${(await createApiToken({ userId: ana.id, name: "casing" })).token}`,
      "content-type": "application/json",
    };
    const claim = await callRoute(table.get("POST /projects/[id]/queue/next")!, {
      method: "POST",
      params: { id: String(projectId) },
      headers,
    });
    const assignmentId = String(pick(claim.json, "assignment_id"));
    const submit = await callRoute(table.get("POST /assignments/[id]/submit")!, {
      method: "POST",
      params: { id: assignmentId },
      headers,
      body: JSON.stringify({ annotation: sampleAnnotation("readme", 0), timeSpentMs: 1000 }),
    });
    expect(submit.status).toBe(422);
    expect(submit.json.error?.details?.fields).toEqual({
      timeSpentMs: [expect.stringContaining("`time_spent_ms`")],
    });
    expect(await db.annotation.count({ where: { assignmentId: Number(assignmentId) } })).toBe(0);
    const token = await callRoute(table.get("POST /auth/token")!, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ana.email, password: TEST_PASSWORD, ttlDays: 1 }),
    });
    expect(token.status).toBe(422);
    expect(token.json.error?.details?.fields).toHaveProperty("ttlDays");
  });
});
