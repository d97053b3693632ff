import { describe, expect, it } from "vitest";
import { GET as getAdjudicationRoute } from "@/app/api/v1/adjudications/[id]/route";
import { POST as releaseAdjudicationRoute } from "@/app/api/v1/adjudications/[id]/release/route";
import { GET as getAssignmentRoute } from "@/app/api/v1/assignments/[id]/route";
import { POST as releaseAssignmentRoute } from "@/app/api/v1/assignments/[id]/release/route";
import { GET as historyRoute } from "@/app/api/v1/items/[id]/history/route";
import { POST as reopenRoute } from "@/app/api/v1/items/[id]/reopen/route";
import { GET as agreementRoute } from "@/app/api/v1/projects/[id]/agreement/route";
import { GET as exportRoute } from "@/app/api/v1/projects/[id]/export/route";
import { GET as listItemsRoute } from "@/app/api/v1/projects/[id]/items/route";
import { GET as membersRoute } from "@/app/api/v1/projects/[id]/members/route";
import { DELETE as removeMemberRoute } from "@/app/api/v1/projects/[id]/members/[userId]/route";
import { POST as queueNextRoute } from "@/app/api/v1/projects/[id]/queue/next/route";
import { GET as progressRoute } from "@/app/api/v1/projects/[id]/queue/progress/route";
import { GET as getProjectRoute } from "@/app/api/v1/projects/[id]/route";
import { PATCH as patchUserRoute } from "@/app/api/v1/users/[id]/route";
import { loadPageData } from "@/lib/actions/load-page-data";
import { loadAdjudicationProject } from "@/lib/adjudication/load-adjudication-project";
import { getAgreementDashboard } from "@/lib/agreement/data/get-agreement-dashboard";
import { createApiToken } from "@/lib/auth/api-tokens";
import { getExportCounts } from "@/lib/export/get-export-counts";
import { getItem } from "@/lib/items/get-item";
import { itemsQuerySchema, listItems } from "@/lib/items/list-items";
import { getProject } from "@/lib/projects/get-project";
import { listProjectMembers } from "@/lib/projects/list-project-members";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { parseListQuery } from "@/lib/validation/list-query";
import { routeRowId } from "@/lib/validation/row-id";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";
import { callRoute, type RouteHandler } from "./helpers/call-route";

// Ids a URL can carry that name no row: beyond int4, not integers, not decimal digits.
const BAD_IDS = [
  "2147483648",
  "99999999999999999999",
  "1e20",
  "1.5",
  "-1",
  "0",
  "0x10",
  " 1",
  "abc",
  "",
];

const digest = (p: Promise<unknown>) =>
  p.then(
    () => "rendered",
    (e: Error & { digest?: string }) => e.digest ?? String(e),
  );

describe("an id that names no row is a 404 on every route and page, never a 500", () => {
  it("API routes", async () => {
    const admin = await makeUser("admin");
    const auth = {
      authorization: `Bearer ${(await createApiToken({ userId: admin.id, name: "t" })).token}`,
    };
    const json = { ...auth, "content-type": "application/json" };
    const { projectId } = await makeQueueProject({ kind: "dialogue", items: 1, annotators: 0 });
    const calls: [string, RouteHandler, string, (id: string) => Record<string, string>, string?][] =
      [
        ["GET projects/{id}", getProjectRoute, "GET", (id) => ({ id })],
        ["GET projects/{id}/items", listItemsRoute, "GET", (id) => ({ id })],
        ["GET projects/{id}/members", membersRoute, "GET", (id) => ({ id })],
        ["GET projects/{id}/agreement", agreementRoute, "GET", (id) => ({ id })],
        ["GET projects/{id}/export", exportRoute, "GET", (id) => ({ id })],
        ["GET projects/{id}/queue/progress", progressRoute, "GET", (id) => ({ id })],
        ["POST projects/{id}/queue/next", queueNextRoute, "POST", (id) => ({ id })],
        [
          "DELETE projects/{id}/members/{userId}",
          removeMemberRoute,
          "DELETE",
          (userId) => ({ id: String(projectId), userId }),
        ],
        ["GET assignments/{id}", getAssignmentRoute, "GET", (id) => ({ id })],
        ["POST assignments/{id}/release", releaseAssignmentRoute, "POST", (id) => ({ id })],
        ["GET adjudications/{id}", getAdjudicationRoute, "GET", (id) => ({ id })],
        ["POST adjudications/{id}/release", releaseAdjudicationRoute, "POST", (id) => ({ id })],
        ["GET items/{id}/history", historyRoute, "GET", (id) => ({ id })],
        ["POST items/{id}/reopen", reopenRoute, "POST", (id) => ({ id }), "{}"],
        [
          "PATCH users/{id}",
          patchUserRoute,
          "PATCH",
          (id) => ({ id }),
          JSON.stringify({ role: "annotator" }),
        ],
      ];
    const answers: string[] = [];
    for (const [name, route, method, params, body] of calls) {
      for (const id of BAD_IDS) {
        const res = await callRoute(route, {
          method,
          params: params(id),
          headers: body ? json : auth,
          body,
        });
        answers.push(`${name} ${JSON.stringify(id)} → ${res.status}`);
      }
    }
    expect(answers.filter((a) => !a.endsWith("→ 404"))).toEqual([]);
    // A cursor beyond int4 was never issued: a 400 naming it, not a database error (it was a 500).
    const beyond = await callRoute(listItemsRoute, {
      method: "GET",
      params: { id: String(projectId) },
      query: "?cursor=99999999999",
      headers: auth,
    });
    expect(beyond.status).toBe(400);
    expect(beyond.json.error?.details?.fields).toHaveProperty("cursor");
  });

  it("pages (their data calls, as each page makes them)", async () => {
    const { projectId, lead } = await makeQueueProject({ kind: "readme", items: 1, annotators: 0 });
    const pages: [string, (id: string) => Promise<unknown>][] = [
      [
        "projects/[id] layout, settings, import, annotate, validate",
        (id) =>
          loadProjectAccess({ actor: lead, projectId: routeRowId(id), action: "project.view" }),
      ],
      ["projects/[id]", (id) => getProject({ actor: lead, projectId: routeRowId(id) })],
      [
        "projects/[id]/items",
        (id) => listItems({ actor: lead, projectId: routeRowId(id), filters: {} }),
      ],
      [
        "projects/[id]/items/[itemId] (project)",
        (id) => getItem({ actor: lead, projectId: routeRowId(id), itemId: 1 }),
      ],
      [
        "projects/[id]/items/[itemId] (item)",
        (id) => getItem({ actor: lead, projectId, itemId: routeRowId(id) }),
      ],
      [
        "projects/[id]/members",
        (id) => listProjectMembers({ actor: lead, projectId: routeRowId(id) }),
      ],
      ["projects/[id]/export", (id) => getExportCounts({ actor: lead, projectId: routeRowId(id) })],
      [
        "projects/[id]/agreement",
        (id) => getAgreementDashboard({ actor: lead, projectId: routeRowId(id), filters: {} }),
      ],
      [
        "projects/[id]/adjudicate",
        (id) => loadAdjudicationProject({ actor: lead, projectId: routeRowId(id) }),
      ],
    ];
    const answers: string[] = [];
    for (const [name, load] of pages) {
      for (const id of BAD_IDS)
        answers.push(
          `${name} ${JSON.stringify(id)} → ${await digest(loadPageData(() => load(id)))}`,
        );
    }
    expect(answers.filter((a) => !/NEXT_HTTP_ERROR_FALLBACK;404$/.test(a))).toEqual([]);
    // The same cursor on the items page: its 404.
    expect(
      await digest(
        loadPageData(async () => parseListQuery(itemsQuerySchema, { cursor: "99999999999" })),
      ),
    ).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404$/);
  });
});
