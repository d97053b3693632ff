import { POST as qualifyRoute } from "@/app/api/v1/projects/[id]/members/[userId]/qualify/route";
import { POST as requalifyRoute } from "@/app/api/v1/projects/[id]/members/[userId]/requalify/route";
import { POST as attemptsRoute } from "@/app/api/v1/projects/[id]/qualification/attempts/route";
import {
  GET as stateRoute,
  POST as answerRoute,
} from "@/app/api/v1/projects/[id]/qualification/route";
import { POST as nextRoute } from "@/app/api/v1/projects/[id]/queue/next/route";
import type { SessionUser } from "@/lib/auth/session-user";
import { sampleAnnotation } from "../../concurrency/queue-fixtures";
import { callRoute } from "./call-route";
import { auth } from "./check-fixtures";

/** The round's API as `who` calls it in project `projectId`. */
export function qualificationCalls(projectId: number) {
  const id = String(projectId);
  const call = async (
    route: Parameters<typeof callRoute>[0],
    who: SessionUser,
    opts: { method?: string; params?: Record<string, string>; body?: unknown } = {},
  ) =>
    callRoute(route, {
      method: opts.method ?? "POST",
      params: { id, ...opts.params },
      headers: await auth(who),
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  return {
    state: (who: SessionUser) => call(stateRoute, who, { method: "GET" }),
    start: (who: SessionUser) => call(attemptsRoute, who),
    answer: (who: SessionUser, body: unknown) => call(answerRoute, who, { body }),
    next: (who: SessionUser) => call(nextRoute, who),
    qualify: (who: SessionUser, userId: number) =>
      call(qualifyRoute, who, { params: { userId: String(userId) } }),
    requalify: (who: SessionUser, userId: number) =>
      call(requalifyRoute, who, { params: { userId: String(userId) } }),
    /** Answers the served item: variant 0 equals every training item's gold, 2 does not. */
    async answerServed(who: SessionUser, variant: 0 | 2) {
      const state = await call(stateRoute, who, { method: "GET" });
      const item = state.json.item as { id: number; external_id: string };
      const res = await call(answerRoute, who, {
        body: { item_id: item.id, annotation: sampleAnnotation("generated_comment", variant) },
      });
      return { externalId: item.external_id, res };
    },
  };
}
