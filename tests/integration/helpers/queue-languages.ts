import { NextRequest } from "next/server";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { updateProjectMember } from "@/lib/projects/update-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { sampleAnnotation } from "../../concurrency/queue-fixtures";

export type Route = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** Calls a route handler as `as` with a fresh Bearer token. */
export async function call(
  route: Route,
  as: SessionUser,
  params: Record<string, string | number>,
  method: string,
  body?: unknown,
) {
  const { token } = await createApiToken({ userId: as.id, name: "test" });
  const req = new NextRequest("http://localhost/api/v1/x", {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const res = await route(req, {
    params: Promise.resolve(
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    ),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

export const setLanguages = (
  lead: SessionUser,
  projectId: number,
  user: SessionUser,
  languages: string[] | null,
) => updateProjectMember({ actor: lead, projectId, userId: user.id, input: { languages } });

/** Items without a language: only README lines may have none on import, so set here. */
export const clearLanguage = (projectId: number, externalIds: string[]) =>
  db.item.updateMany({
    where: { projectId, externalId: { in: externalIds } },
    data: { language: null },
  });

export const languageOf = async (itemId: number) =>
  (await db.item.findUniqueOrThrow({ where: { id: itemId }, select: { language: true } })).language;

/** Claims and submits until nothing is left; the languages of the items given, in order. */
export async function drain(actor: SessionUser, projectId: number): Promise<(string | null)[]> {
  const seen: (string | null)[] = [];
  for (;;) {
    const claim = await claimNextItem({ actor, projectId });
    if (!claim) return seen;
    seen.push(await languageOf(claim.item.id));
    await submitAnnotation({
      actor,
      assignmentId: claim.assignmentId,
      annotation: sampleAnnotation("generated_comment"),
    });
  }
}
