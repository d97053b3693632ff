import { NextRequest } from "next/server";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../../concurrency/queue-fixtures";

export type Route = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;
/** The parts of the responses these tests read. */
type Body = {
  error: { code: string; message: string; details: { fields: Record<string, string[]> } };
  user: Record<string, unknown>;
  member: Record<string, unknown>;
  members: { user_id: number; is_active: boolean }[];
};

/** Calls a route handler as `user` with a fresh Bearer token (or with the token given). */
export async function call(
  route: Route,
  as: SessionUser | { token: string },
  params: Record<string, string | number>,
  init: { method?: string; body?: unknown } = {},
) {
  const token =
    "token" in as ? as.token : (await createApiToken({ userId: as.id, name: "test" })).token;
  const req = new NextRequest("http://localhost/api/v1/x", {
    method: init.method ?? "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(init.body === undefined
      ? {}
      : { body: typeof init.body === "string" ? init.body : JSON.stringify(init.body) }),
  });
  const res = await route(req, {
    params: Promise.resolve(
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    ),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Body | null };
}
export const statusOf = (id: number) =>
  db.assignment.findUniqueOrThrow({ where: { id }, select: { status: true, draft: true } });

/** An item in disagreement in a dialogue project, with `judge` as its adjudicator member. */
export async function disagreementFor(judge: SessionUser) {
  const {
    projectId,
    lead,
    annotators: [ana, ben],
  } = await makeQueueProject({ kind: "dialogue", items: 1, annotators: 2 });
  for (const [actor, variant] of [
    [ana, 0],
    [ben, 2],
  ] as const) {
    const claim = await claimNextItem({ actor, projectId });
    await submitAnnotation({
      actor,
      assignmentId: claim!.assignmentId,
      annotation: sampleAnnotation("dialogue", variant),
    });
  }
  await addProjectMember({
    actor: lead,
    projectId,
    input: { email: judge.email, role: "adjudicator" },
  });
  return { projectId, lead };
}
