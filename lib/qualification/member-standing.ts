import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import type { QualificationStatus } from "./qualification-dto";
import { qualificationStanding, requiresQualification } from "./qualification-rules";
import { readLatestAttempt, type AttemptRow } from "./read-attempt";

export type Standing = {
  status: QualificationStatus;
  canStart: boolean;
  attempt: AttemptRow | null;
};

/** The member's standing in the round (qualificationStanding) with their latest attempt; `lock` holds it. */
export async function memberStanding(
  sql: Sql,
  opts: { project: ProjectAccess; userId: number; lock?: boolean },
): Promise<Standing> {
  const { project, userId } = opts;
  const attempt = await readLatestAttempt(sql, { projectId: project.id, userId, lock: opts.lock });
  const [row] = await sql<{ role: string | null; grant: string | null; passed: boolean }>(
    `SELECT m.role, g.reason AS grant,
            EXISTS (SELECT 1 FROM qualification_attempts a WHERE a.project_id = $1 AND a.user_id = $2 AND a.passed) AS passed
       FROM (SELECT 1) one LEFT JOIN project_members m ON m.project_id = $1 AND m.user_id = $2
       LEFT JOIN qualification_grants g ON g.project_id = $1 AND g.user_id = $2`,
    project.id,
    userId,
  );
  const standing = qualificationStanding({
    isOn: requiresQualification(project.settings),
    role: row?.role ?? null,
    grant: row?.grant ?? null,
    hasPassed: row?.passed ?? false,
    last: attempt && {
      isFinished: attempt.finished_at !== null,
      isRetryAllowed: attempt.retry_allowed_at !== null,
    },
  });
  return { ...standing, attempt };
}

/**
 * The member's row locked first, so a lead's grant, a requalify and the member's own start change
 * their standing one at a time; then their standing with the latest attempt held. Null for a
 * non-member.
 */
export async function lockMemberStanding(
  sql: Sql,
  opts: { project: ProjectAccess; userId: number },
): Promise<Standing | null> {
  const [member] = await sql(
    `SELECT 1 FROM project_members WHERE project_id = $1 AND user_id = $2 FOR UPDATE`,
    opts.project.id,
    opts.userId,
  );
  return member ? memberStanding(sql, { ...opts, lock: true }) : null;
}
