import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type AnnotationSpec = {
  itemId: number;
  /** A human annotator; leave out for a machine rater. */
  userId?: number;
  machine?: string;
  data: Prisma.InputJsonObject;
  /** Written as error_tags rows; by default the data's `error_codes`. */
  errorCodes?: readonly string[];
  submittedAt?: Date;
};

/**
 * Writes a submitted annotation straight into the database (annotations + error_tags rows),
 * independent of the queue, so agreement tests control raters and submission times.
 */
export async function insertAnnotation(spec: AnnotationSpec): Promise<{ id: number }> {
  const fromData = Array.isArray(spec.data.error_codes) ? (spec.data.error_codes as string[]) : [];
  const codes = spec.errorCodes ?? fromData;
  // A machine label belongs to its judge run (decision 030): one per project and name, as the writer makes them.
  const run = spec.machine === undefined ? null : await machineRun(spec.itemId, spec.machine);
  return db.annotation.create({
    data: {
      itemId: spec.itemId,
      userId: spec.userId ?? null,
      machineAnnotator: spec.machine ?? null,
      machineRunId: run,
      data: spec.data,
      submittedAt: spec.submittedAt ?? new Date(),
      errorTags: { create: codes.map((code) => ({ code })) },
    },
    select: { id: true },
  });
}

async function machineRun(itemId: number, name: string): Promise<number> {
  const { projectId } = await db.item.findUniqueOrThrow({
    where: { id: itemId },
    select: { projectId: true },
  });
  const run = await db.machineRun.upsert({
    where: { projectId_name: { projectId, name } },
    create: { projectId, name, model: name },
    update: {},
    select: { id: true },
  });
  return run.id;
}
