import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { ItemHistory } from "./item-history-dto";
import { loadLeadItem } from "./load-lead-item";

const person = { select: { name: true, email: true } } as const;

/** One item's history for a lead of its project (annotators' names always shown here). */
export async function getItemHistory(opts: { actor: SessionUser; itemId: number; projectId?: number }): Promise<ItemHistory> {
  const { project, itemId } = await loadLeadItem({ actor: opts.actor, itemId: opts.itemId, projectId: opts.projectId, action: "item.browse" });
  const [item, events] = await Promise.all([
    db.item.findUniqueOrThrow({
      where: { id: itemId },
      select: {
        status: true,
        annotations: { orderBy: [{ submittedAt: "asc" }, { id: "asc" }], select: { id: true, user: person, machineAnnotator: true, submittedAt: true, timeSpentMs: true, data: true } },
        adjudications: { orderBy: { id: "asc" }, select: { id: true, adjudicator: person, status: true, claimedAt: true, resolvedAt: true, choice: true, rationale: true } },
        gold: { select: { source: true, data: true, updatedAt: true, updatedById: true } },
        validationRatings: { orderBy: { createdAt: "asc" }, select: { user: person, rating: true, notes: true, createdAt: true } },
      },
    }),
    db.auditEvent.findMany({
      where: { entityType: "item", entityId: String(itemId) },
      orderBy: { id: "asc" },
      select: { id: true, at: true, actor: person, action: true, before: true, after: true },
    }),
  ]);
  const updatedBy = item.gold?.updatedById ? await db.user.findUnique({ where: { id: item.gold.updatedById }, ...person }) : null;
  return {
    itemId, projectId: project.id, status: item.status,
    annotations: item.annotations.map((a) => ({ id: a.id, annotator: a.user, machineAnnotator: a.machineAnnotator, submittedAt: a.submittedAt.toISOString(), timeSpentMs: a.timeSpentMs, data: a.data })),
    adjudications: item.adjudications.map((d) => ({ ...d, claimedAt: d.claimedAt.toISOString(), resolvedAt: d.resolvedAt?.toISOString() ?? null })),
    gold: item.gold ? { source: item.gold.source, data: item.gold.data, updatedAt: item.gold.updatedAt.toISOString(), updatedBy } : null,
    validation: item.validationRatings.map((v) => ({ validator: v.user, rating: v.rating, notes: v.notes, createdAt: v.createdAt.toISOString() })),
    events: events.map((e) => ({ id: String(e.id), at: e.at.toISOString(), actor: e.actor, action: e.action, before: e.before, after: e.after })),
  };
}
