import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export type AuditInput = {
  actorId: number | null;
  projectId?: number | null;
  action: string;
  entityType: string;
  entityId: string | number;
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
};

/** Written inside the caller's transaction, so an audit row exists exactly when the change does. */
export async function recordAuditEvent(tx: Prisma.TransactionClient, e: AuditInput): Promise<void> {
  await tx.auditEvent.create({
    data: {
      actorId: e.actorId,
      projectId: e.projectId ?? null,
      action: e.action,
      entityType: e.entityType,
      entityId: String(e.entityId),
      before: e.before ?? undefined,
      after: e.after ?? undefined,
    },
  });
}
