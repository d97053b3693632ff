import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as itemsRoute from "@/app/api/v1/projects/[id]/items/route";
import * as submissionsRoute from "@/app/api/v1/projects/[id]/submissions/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { callRoute, type RouteHandler } from "./helpers/call-route";

// SPEC §7: `limit` is a whole number 1–1,000 and a cursor is one Accord issued; anything else is a
// 400 naming the parameter, on every list route.
const BAD: [string, "limit" | "cursor"][] = [
  ["?limit=-1", "limit"],
  ["?limit=abc", "limit"],
  ["?limit=1.5", "limit"],
  ["?limit=0", "limit"],
  ["?limit=1001", "limit"],
  ["?limit=1e2", "limit"],
  ["?limit=", "limit"],
  ["?limit=%201", "limit"],
  ["?cursor=abc", "cursor"],
  ["?cursor=-1", "cursor"],
  ["?cursor=1.5", "cursor"],
  ["?cursor=", "cursor"],
  ["?cursor=99999999999", "cursor"],
  ["?cursor=1_2_3", "cursor"],
  ["?cursor=1_2147483648", "cursor"],
];

type ListRoute = {
  route: RouteHandler;
  caller: (w: Awaited<ReturnType<typeof listWorld>>) => SessionUser;
  rows: string;
};

const listRoutes: Record<string, ListRoute> = {
  "app/api/v1/projects/[id]/items/route.ts": {
    route: itemsRoute.GET,
    caller: (w) => w.lead,
    rows: "items",
  },
  "app/api/v1/projects/[id]/submissions/route.ts": {
    route: submissionsRoute.GET,
    caller: (w) => w.ana,
    rows: "submissions",
  },
};

async function listWorld() {
  const {
    projectId,
    lead,
    annotators: [ana],
  } = await makeQueueProject({ kind: "generated_comment", items: 3, annotators: 1 });
  for (let i = 0; i < 3; i++) {
    const claim = await claimNextItem({ actor: ana, projectId });
    await submitAnnotation({
      actor: ana,
      assignmentId: claim!.assignmentId,
      annotation: sampleAnnotation("generated_comment", 0),
    });
  }
  return { projectId, lead, ana };
}

async function call(route: RouteHandler, user: SessionUser, projectId: number, query: string) {
  const { token } = await createApiToken({ userId: user.id, name: "list" });
  return callRoute(route, {
    method: "GET",
    params: { id: String(projectId) },
    query,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe("list routes' limit and cursor", () => {
  it("the table has every API route that reads a limit or a cursor", () => {
    const api = path.resolve(import.meta.dirname, "../../app/api");
    const files = readdirSync(api, { recursive: true, encoding: "utf8" }).filter(
      (f) => path.basename(f) === "route.ts" && !f.startsWith("auth/"),
    );
    const reading = files
      .filter((f) =>
        /\b(limit|cursor)\b/.test(
          readFileSync(path.join(api, f), "utf8").replace(/maxBytes|bodyLimits/g, ""),
        ),
      )
      .map((f) => `app/api/${f}`);
    expect(reading.sort()).toEqual(Object.keys(listRoutes).sort());
  });

  it.each(Object.entries(listRoutes))(
    "%s: a bad limit or cursor is a 400 naming it; 1,000 and an issued cursor page through",
    async (_, { route, caller, rows }) => {
      const w = await listWorld();
      const user = caller(w);
      const answers: string[] = [];
      for (const [query, name] of BAD) {
        const res = await call(route, user, w.projectId, query);
        const fields = Object.keys((res.json.error?.details?.fields as object | undefined) ?? {});
        const named = res.json.error?.message.includes(`\`${name}\``) ?? false;
        if (res.status !== 400 || fields.join() !== name || !named)
          answers.push(`${query} → ${res.status} ${JSON.stringify(res.json.error ?? null)}`);
      }
      expect(answers).toEqual([]);
      const all = await call(route, user, w.projectId, "?limit=1000");
      expect(all.status).toBe(200);
      expect(all.json[rows]).toHaveLength(3);
      const seen: unknown[] = [];
      for (let query = "?limit=1"; ;) {
        const page = await call(route, user, w.projectId, query);
        expect(page.status).toBe(200);
        seen.push(...(page.json[rows] as unknown[]));
        if (page.json.next_cursor === null) break;
        query = `?limit=1&cursor=${page.json.next_cursor as string}`;
      }
      expect(seen).toEqual(all.json[rows]);
    },
  );
});
