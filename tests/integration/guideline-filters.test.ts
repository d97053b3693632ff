import { describe, expect, it } from "vitest";
import { GET as agreementGet } from "@/app/api/v1/projects/[id]/agreement/route";
import { GET as exportGet } from "@/app/api/v1/projects/[id]/export/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { updateProject } from "@/lib/projects/update-project";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { callRoute, type RouteHandler } from "./helpers/call-route";
import { annotate } from "./helpers/revise-calls";

/**
 * Three items, each annotated by both annotators: item 1 under v1, item 2 under v2, item 3 by
 * ana under v2 and by ben under v3 (its gold: v3).
 */
async function threeVersions() {
  const {
    projectId,
    lead,
    annotators: [ana, ben],
  } = await makeQueueProject({ kind: "generated_comment", items: 3, annotators: 2 });
  const change = (instructions: string) =>
    updateProject({ actor: lead, projectId, input: { instructions } });
  const both = async () => {
    await annotate(ana, projectId, "generated_comment", 0);
    await annotate(ben, projectId, "generated_comment", 1);
  };
  await both();
  await change("v2");
  await both();
  await annotate(ana, projectId, "generated_comment", 0);
  await change("v3");
  await annotate(ben, projectId, "generated_comment", 1);
  return { projectId, lead };
}

async function get(route: unknown, actor: SessionUser, projectId: number, query: string) {
  const { token } = await createApiToken({ userId: actor.id, name: "filters" });
  return callRoute(route as RouteHandler, {
    method: "GET",
    params: { id: String(projectId) },
    query,
    headers: { authorization: `Bearer ${token}` },
  });
}

const lines = (text: string) =>
  text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("filters by guideline version (SPEC §2)", () => {
  it("the export: only lines whose gold was made under N, each naming its versions", async () => {
    const { projectId, lead } = await threeVersions();
    const all = lines((await get(exportGet, lead, projectId, "")).text);
    expect(all.map((l) => l.guideline_version)).toEqual([1, 2, 3]);
    expect(
      all.map((l) =>
        (l.annotations as { guideline_version: number }[]).map((a) => a.guideline_version),
      ),
    ).toEqual([
      [1, 1],
      [2, 2],
      [2, 3],
    ]);

    const res = await get(exportGet, lead, projectId, "?guideline_version=2");
    expect(res.status).toBe(200);
    const two = lines(res.text);
    expect(two.map((l) => [l.external_id, l.guideline_version])).toEqual([["q-000001", 2]]);
    const three = lines((await get(exportGet, lead, projectId, "?guideline_version=3")).text);
    expect(three.map((l) => l.external_id)).toEqual(["q-000002"]);

    const bad = await get(exportGet, lead, projectId, "?guideline_version=0");
    expect(bad.status).toBe(400);
    expect(bad.json.error?.details).toMatchObject({
      fields: { guideline_version: expect.any(Array) },
    });
  });

  it("the agreement report: only annotations made under N", async () => {
    const { projectId, lead } = await threeVersions();
    const compared = async (query: string) => {
      const res = await get(agreementGet, lead, projectId, query);
      expect(res.status).toBe(200);
      return (res.json as unknown as { items_compared: number }).items_compared;
    };
    expect(await compared("")).toBe(3);
    expect(await compared("?guideline_version=1")).toBe(1);
    // Item 3's annotations were made under v2 and v3: neither version has a pair of it.
    expect(await compared("?guideline_version=2")).toBe(1);
    expect(await compared("?guideline_version=3")).toBe(0);
    const bad = await get(agreementGet, lead, projectId, "?guideline_version=x");
    expect(bad.status).toBe(400);
  });
});
