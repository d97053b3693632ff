import "server-only";
import { randomInt } from "node:crypto";
import type { SessionUser } from "@/lib/auth/session-user";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { serverMessage, type ServerMessageKey } from "@/lib/i18n/server-message";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { lockMemberStanding } from "./member-standing";
import type { AttemptDto } from "./qualification-dto";
import { attemptDto } from "./read-attempt";

const refusals: Record<string, ServerMessageKey> = {
  not_required: "attemptNotRequired",
  exempt: "attemptQualified",
  qualified: "attemptQualified",
  open: "attemptOpen",
  failed: "attemptFailed",
};

/**
 * The caller starts an attempt at the round (decision 080): their first, or another once a lead
 * allowed it after a failed one; each with a fresh seed, so its items come in an order of its own.
 * 409 with why otherwise.
 */
export async function startAttempt(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<AttemptDto> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.annotate",
  });
  return withPgTransaction(async (sql) => {
    // One start at a time per member: a double click starts one attempt.
    const standing = await lockMemberStanding(sql, { project, userId: opts.actor.id });
    if (!standing?.canStart)
      throw new AppError(
        "conflict",
        serverMessage(refusals[standing?.status ?? "not_required"] ?? "attemptCannotStart"),
      );
    const [row] = await sql<{ id: number; number: number; seed: number; started_at: Date }>(
      `INSERT INTO qualification_attempts (project_id, user_id, number, seed) VALUES ($1, $2, $3, $4)
       RETURNING id, number, seed, started_at`,
      project.id,
      opts.actor.id,
      (standing.attempt?.number ?? 0) + 1,
      randomInt(2 ** 31 - 1),
    );
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: "qualification.attempt_started",
      entityType: "qualification_attempt",
      entityId: row.id,
      before: null,
      after: { number: row.number },
    });
    const attempt = {
      ...row,
      finished_at: null,
      score: null,
      passed: null,
      retry_allowed_at: null,
      answered: 0,
    };
    return attemptDto(attempt, project.settings.qualificationItems ?? 0);
  });
}
