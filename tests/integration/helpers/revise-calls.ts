// Shared by the revise tests (revise-annotation-window, -compare and -checks.test.ts).
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { PUT } from "@/app/api/v1/assignments/[id]/annotation/route";
import { db } from "@/lib/db";
import { pgPool } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { sampleAnnotation } from "../../concurrency/queue-fixtures";
import { callRoute, type RouteHandler } from "./call-route";

// Decision 048: an annotation may be revised by its author for the project's reviseMinutes after
// its submit; the item is compared only when every window on it has closed.

const route = PUT as unknown as RouteHandler;

export async function revise(actor: SessionUser, assignmentId: number, body: unknown) {
  const { token } = await createApiToken({ userId: actor.id, name: "revise" });
  return callRoute(route, {
    method: "PUT",
    params: { id: String(assignmentId) },
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

export async function annotate(
  actor: SessionUser,
  projectId: number,
  kind: ItemKind,
  variant: 0 | 1 | 2,
  notes = "",
) {
  const claim = (await claimNextItem({ actor, projectId }))!;
  await submitAnnotation({
    actor,
    assignmentId: claim.assignmentId,
    annotation: sampleAnnotation(kind, variant, notes),
  });
  return claim;
}

/** Ends the windows of the item's annotations (or of one assignment's) a second ago: no sleeping. */
export async function closeWindows(where: { itemId?: number; assignmentId?: number }) {
  await pgPool().query(
    `UPDATE annotations SET revisable_until = now() - interval '1 second' WHERE ($1::int IS NULL OR item_id = $1) AND ($2::int IS NULL OR assignment_id = $2)`,
    [where.itemId ?? null, where.assignmentId ?? null],
  );
}

export const stored = (assignmentId: number) =>
  db.annotation.findUniqueOrThrow({
    where: { assignmentId },
    select: {
      id: true,
      data: true,
      submittedAt: true,
      revisableUntil: true,
      revisedAt: true,
      errorTags: { select: { code: true } },
      citations: { select: { url: true } },
    },
  });

export const itemState = (id: number) =>
  db.item.findUniqueOrThrow({
    where: { id },
    select: { status: true, annotationCount: true, gold: { select: { data: true } } },
  });
