import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import type { QualificationStatus } from "./qualification-dto";
import { qualificationStanding, requiresQualification } from "./qualification-rules";

export type MemberQualification = {
  userId: number;
  status: QualificationStatus;
  /** A lead may allow another attempt (the last one failed, none allowed yet). */
  canAllowAnother: boolean;
  /** The latest finished attempt's score (share equal to gold), null before one finished. */
  score: number | null;
  attempts: {
    number: number;
    score: number | null;
    passed: boolean | null;
    finishedAt: string | null;
  }[];
};

export type MemberQualificationRow = {
  user_id: number;
  role: string;
  grant: string | null;
  attempts: {
    number: number;
    score: number | null;
    passed: boolean | null;
    finished_at: string | null;
    retry: boolean;
  }[];
};

/** Every member of project $1 with their grant and attempts, oldest first: one read for a whole page or report. */
export const memberQualificationsSql = `
SELECT m.user_id, m.role, g.reason AS grant,
       COALESCE((SELECT json_agg(json_build_object('number', a.number, 'score', a.score, 'passed', a.passed,
                                                   'finished_at', a.finished_at, 'retry', a.retry_allowed_at IS NOT NULL) ORDER BY a.number)
                   FROM qualification_attempts a WHERE a.project_id = m.project_id AND a.user_id = m.user_id), '[]') AS attempts
  FROM project_members m LEFT JOIN qualification_grants g ON g.project_id = m.project_id AND g.user_id = m.user_id
 WHERE m.project_id = $1 ORDER BY m.user_id`;

/** A member's row as their standing (qualificationStanding, the rule memberStanding applies too). */
export function toMemberQualification(
  r: MemberQualificationRow,
  settings: ProjectSettings,
): MemberQualification {
  const last = r.attempts.at(-1);
  const { status, canStart } = qualificationStanding({
    isOn: requiresQualification(settings),
    role: r.role,
    grant: r.grant,
    hasPassed: r.attempts.some((a) => a.passed),
    last: last ? { isFinished: last.finished_at !== null, isRetryAllowed: last.retry } : null,
  });
  const finished = r.attempts.filter((a) => a.finished_at !== null);
  return {
    userId: r.user_id,
    status,
    canAllowAnother: status === "failed" && !canStart,
    score: finished.at(-1)?.score ?? null,
    attempts: r.attempts.map((a) => ({
      number: a.number,
      score: a.score,
      passed: a.passed,
      finishedAt: a.finished_at,
    })),
  };
}

/** Each member's qualification standing and attempts, for the lead's members page (decision 080). */
export async function listMemberQualifications(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<MemberQualification[]> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "member.manage",
  });
  const { rows } = await pgPool().query<MemberQualificationRow>(memberQualificationsSql, [
    project.id,
  ]);
  return rows.map((r) => toMemberQualification(r, project.settings));
}
