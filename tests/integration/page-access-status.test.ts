import { describe, expect, it } from "vitest";
import { loadPageData } from "@/lib/actions/load-page-data";
import { getAgreementDashboard } from "@/lib/agreement/data/get-agreement-dashboard";
import type { SessionUser } from "@/lib/auth/session-user";
import { getExportCounts } from "@/lib/export/get-export-counts";
import { getItem } from "@/lib/items/get-item";
import { listItems } from "@/lib/items/list-items";
import { getDataHealth } from "@/lib/health/get-data-health";
import { getLeaderboard } from "@/lib/leaderboard/get-leaderboard";
import { getJudgesReport } from "@/lib/machine/runs/get-judges-report";
import { listProjectMetrics } from "@/lib/metrics/get-metric-calibration";
import { listProjectMembers } from "@/lib/projects/list-project-members";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { listReleases } from "@/lib/releases/list-releases";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { makeProject, makeUser } from "../factories";
import { db } from "@/lib/db";

// SPEC §7: an access-denied page answers 403, or 404 where existence must not be revealed (the
// same for a project that exists as for one that does not). A page's status comes from what its
// data call throws through loadPageData: Next's 403 or 404 fallback, never a rendered page (200).
const MISSING = 2_000_000_001;

const fallback = (p: Promise<unknown>) =>
  p.then(
    () => "rendered",
    (e: Error & { digest?: string }) => e.digest ?? String(e),
  );

// The lead-only pages' data calls, as each page makes them.
const leadPages: Record<
  string,
  (actor: SessionUser, projectId: number, itemId: number) => Promise<unknown>
> = {
  "projects/[id]/items": (actor, projectId) => listItems({ actor, projectId, filters: {} }),
  "projects/[id]/items/[itemId]": (actor, projectId, itemId) =>
    Promise.all([
      loadProjectAccess({ actor, projectId, action: "item.browse" }),
      getItem({ actor, projectId, itemId }),
    ]),
  "projects/[id]/import": (actor, projectId) =>
    loadProjectAccess({ actor, projectId, action: "item.import" }),
  "projects/[id]/settings": (actor, projectId) =>
    loadProjectAccess({ actor, projectId, action: "project.manage" }),
  "projects/[id]/members": (actor, projectId) => listProjectMembers({ actor, projectId }),
  "projects/[id]/export": (actor, projectId) => getExportCounts({ actor, projectId }),
  "projects/[id]/agreement": (actor, projectId) =>
    getAgreementDashboard({ actor, projectId, filters: {} }),
  "projects/[id]/agreement/judges": (actor, projectId) => getJudgesReport({ actor, projectId }),
  "projects/[id]/leaderboard": (actor, projectId) => getLeaderboard({ actor, projectId }),
  "projects/[id]/health": (actor, projectId) => getDataHealth({ actor, projectId }),
  "projects/[id]/metrics": (actor, projectId) => listProjectMetrics({ actor, projectId }),
  "projects/[id]/releases": (actor, projectId) => listReleases({ actor, projectId }),
};

describe("access-denied pages answer 403, or 404 for a project the caller is not in", () => {
  it("a project's annotator gets 403 on every lead page; a stranger gets the same 404 as for a missing project", async () => {
    const {
      projectId,
      annotators: [annotator],
    } = await makeQueueProject({ kind: "model_answer", items: 1, annotators: 1 });
    const item = await db.item.findFirstOrThrow({ where: { projectId }, select: { id: true } });
    const stranger = await makeUser("lead");
    await makeProject({ kind: "model_answer", lead: stranger });
    const answers: string[] = [];
    for (const [name, load] of Object.entries(leadPages)) {
      const seen = {
        annotator: await fallback(loadPageData(() => load(annotator, projectId, item.id))),
        "annotator, missing item": await fallback(
          loadPageData(() => load(annotator, projectId, MISSING)),
        ),
        stranger: await fallback(loadPageData(() => load(stranger, projectId, item.id))),
        "stranger, missing project": await fallback(
          loadPageData(() => load(stranger, MISSING, MISSING)),
        ),
      };
      answers.push(`${name}: ${JSON.stringify(seen)}`);
    }
    const want = (name: string) =>
      `${name}: ${JSON.stringify({
        annotator: "NEXT_HTTP_ERROR_FALLBACK;403",
        "annotator, missing item": "NEXT_HTTP_ERROR_FALLBACK;403",
        stranger: "NEXT_HTTP_ERROR_FALLBACK;404",
        "stranger, missing project": "NEXT_HTTP_ERROR_FALLBACK;404",
      })}`;
    expect(answers).toEqual(Object.keys(leadPages).map(want));
  });
});
