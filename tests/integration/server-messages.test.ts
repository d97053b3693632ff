import { describe, expect, it } from "vitest";
import { POST as skipRoute } from "@/app/api/v1/assignments/[id]/skip/route";
import { POST as submitRoute } from "@/app/api/v1/assignments/[id]/submit/route";
import { POST as nextRoute } from "@/app/api/v1/projects/[id]/queue/next/route";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { callRoute } from "./helpers/call-route";
import { auth } from "./helpers/check-fixtures";

describe("a message the server makes for a person", () => {
  it("keeps its English text in the API and names its catalogue key for Accord's pages", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 1 });
    const headers = await auth(a);
    const claim = await callRoute(nextRoute, {
      method: "POST",
      params: { id: String(projectId) },
      headers,
    });
    const id = String(claim.json.assignment_id);
    const submitted = await callRoute(submitRoute, {
      method: "POST",
      params: { id },
      headers,
      body: JSON.stringify({ annotation: sampleAnnotation("generated_comment") }),
    });
    expect(submitted.status).toBe(201);
    const skipped = await callRoute(skipRoute, {
      method: "POST",
      params: { id },
      headers,
      body: JSON.stringify({ reason: "Too late to skip" }),
    });
    expect(skipped.status).toBe(409);
    expect(skipped.json.error).toEqual({
      code: "conflict",
      message: "You already submitted this item; it cannot be skipped.",
      message_key: "skipAfterSubmit",
      message_values: {},
    });
  });
});
