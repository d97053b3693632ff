import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { z } from "zod";
import { db } from "@/lib/db";
import { AppError, fieldErrors } from "@/lib/errors";
import { createProjectSchema } from "./project-schemas";

/** The creator becomes the project's lead. `schema` reads the API's form of the input (snake_case settings). */
export async function createProject(opts: { actor: SessionUser; input: unknown; schema?: z.ZodType<z.output<typeof createProjectSchema>> }): Promise<{ id: number }> {
  if (!can(opts.actor, "project.create")) throw new AppError("forbidden", "Only leads and admins can create projects.");
  const parsed = (opts.schema ?? createProjectSchema).safeParse(opts.input);
  if (!parsed.success) throw new AppError("validation_failed", "The project is not valid.", { fields: fieldErrors(parsed.error.issues) });
  const { name, kind, settings, instructions } = parsed.data;
  return db.$transaction(async (tx) => {
    const project = await tx.project.create({
      data: { name, kind, settings, instructions, createdById: opts.actor.id, members: { create: { userId: opts.actor.id, role: "lead" } } },
      select: { id: true },
    });
    await recordAuditEvent(tx, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: "project.create",
      entityType: "project",
      entityId: project.id,
      after: { name, kind, settings },
    });
    return project;
  });
}
