import "server-only";
import {
  memberQualificationsSql,
  toMemberQualification,
  type MemberQualificationRow,
} from "@/lib/qualification/list-member-qualifications";
import { pgPool } from "@/lib/db/pg-pool";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import type { RaterRow, ScorecardInput, ScorecardItem } from "./build-scorecards";

// Per rater, in SQL: submissions and their clamped time spent (accord_time_spent_ms wrote it; an
// external annotator's prior annotation has no timing, so none is reported), and each member's
// skips and last activity from their assignments (the index on user_id, project_id). $2 is the
// language filter (null: every item); every statement below applies it to the items it reads.
const SUBMISSIONS = `
SELECT a.user_id, a.external_annotator, count(*)::int AS submitted,
       CASE WHEN a.user_id IS NOT NULL THEN percentile_cont(0.5) WITHIN GROUP (ORDER BY a.time_spent_ms) / 1000.0 END AS median_seconds,
       CASE WHEN a.user_id IS NOT NULL THEN percentile_cont(0.9) WITHIN GROUP (ORDER BY a.time_spent_ms) / 1000.0 END AS p90_seconds,
       max(a.submitted_at) AS last_submitted_at
  FROM items i JOIN annotations a ON a.item_id = i.id
 WHERE i.project_id = $1 AND ($2::text IS NULL OR i.language = $2)
   AND a.machine_annotator IS NULL AND (a.user_id IS NOT NULL OR a.external_annotator IS NOT NULL)
 GROUP BY a.user_id, a.external_annotator`;

const MEMBERS = `
SELECT u.id AS user_id, u.email, u.name, m.role::text AS role, m.is_active AND u.is_active AS is_active, x.skipped, x.in_progress, x.last_at
  FROM project_members m JOIN users u ON u.id = m.user_id
 CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE s.status = 'skipped' AND NOT s.is_check)::int AS skipped,
                            count(*) FILTER (WHERE s.status = 'active' AND s.lease_expires_at > now())::int AS in_progress, max(s.updated_at) AS last_at
                       FROM assignments s
                      WHERE s.user_id = m.user_id AND s.project_id = m.project_id
                        AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM items i WHERE i.id = s.item_id AND i.language = $2))) x
 WHERE m.project_id = $1`;

// Users who annotated without being members (none through the app; kept so no annotation goes unseen).
const OTHER_USERS = `SELECT id AS user_id, email, name, is_active FROM users WHERE id = ANY($1::int[])`;

// Human annotations in the order the adjudicator sees them (loadAdjudicationAnnotations), with the
// item's gold and the choice of its latest resolved adjudication.
const ITEMS = `
SELECT i.id AS item_id, i.language,
       json_agg(json_build_object('u', a.user_id, 'x', a.external_annotator, 'd', a.data) ORDER BY a.submitted_at, a.id) AS annotations,
       (SELECT g.data FROM gold_records g WHERE g.item_id = i.id) AS gold,
       (SELECT d.choice FROM adjudications d WHERE d.item_id = i.id AND d.status = 'resolved' ORDER BY d.resolved_at DESC, d.id DESC LIMIT 1) AS choice
  FROM items i
  JOIN annotations a ON a.item_id = i.id AND a.machine_annotator IS NULL AND (a.user_id IS NOT NULL OR a.external_annotator IS NOT NULL)
 WHERE i.project_id = $1 AND ($2::text IS NULL OR i.language = $2)
 GROUP BY i.id`;

// Check answers with a score (decision 025), and who is paused now.
const CHECKS = `SELECT c.user_id, c.score FROM check_answers c JOIN items i ON i.id = c.item_id
 WHERE c.project_id = $1 AND c.score IS NOT NULL AND ($2::text IS NULL OR i.language = $2)`;
// The selector's languages: every item language of the project, filtered or not.
const LANGUAGES = `SELECT language FROM items WHERE project_id = $1 AND language IS NOT NULL GROUP BY language ORDER BY language COLLATE "C"`;
const PAUSES = `SELECT user_id, reason, paused_at FROM check_pauses WHERE project_id = $1 AND resumed_at IS NULL`;

type SubmissionRow = {
  user_id: number | null;
  external_annotator: string | null;
  submitted: number;
  median_seconds: number | null;
  p90_seconds: number | null;
  last_submitted_at: Date;
};
type MemberRow = {
  user_id: number;
  email: string;
  name: string;
  role: string;
  is_active: boolean;
  skipped: number;
  in_progress: number;
  last_at: Date | null;
};
type ItemRow = {
  item_id: number;
  language: string | null;
  annotations: { u: number | null; x: string | null; d: Record<string, unknown> }[];
  gold: Record<string, unknown> | null;
  choice: string | null;
};

const userKey = (id: number) => `user:${id}`;
const externalKey = (name: string) => `external:${name}`;

const later = (x: Date | null, y: Date | null) => (x === null ? y : y === null || x > y ? x : y);

/** Everything buildScorecards needs, read in one snapshot; `language` keeps only that language's items. */
export async function loadScorecardInput(
  project: ProjectAccess,
  language: string | null = null,
): Promise<ScorecardInput> {
  const client = await pgPool().connect();
  let ok = false;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const args = [project.id, language];
    const submissions = (await client.query<SubmissionRow>(SUBMISSIONS, args)).rows;
    const members = (await client.query<MemberRow>(MEMBERS, args)).rows;
    const items = (await client.query<ItemRow>(ITEMS, args)).rows;
    const checks = (await client.query<{ user_id: number; score: number }>(CHECKS, args)).rows;
    const languages = (await client.query<{ language: string }>(LANGUAGES, [project.id])).rows.map(
      (r) => r.language,
    );
    const pauses = (
      await client.query<{ user_id: number; reason: string; paused_at: Date }>(PAUSES, [project.id])
    ).rows;
    const qualifications = (
      await client.query<MemberQualificationRow>(memberQualificationsSql, [project.id])
    ).rows.map((r) => toMemberQualification(r, project.settings));
    const memberIds = new Set(members.map((m) => m.user_id));
    const others = submissions.flatMap((s) =>
      s.user_id !== null && !memberIds.has(s.user_id) ? [s.user_id] : [],
    );
    const otherUsers = others.length
      ? (
          await client.query<Omit<MemberRow, "role" | "skipped" | "in_progress" | "last_at">>(
            OTHER_USERS,
            [others],
          )
        ).rows
      : [];
    await client.query("ROLLBACK");
    ok = true;

    const byKey = new Map<string, RaterRow>();
    const blank = {
      submitted: 0,
      skipped: 0,
      inProgress: 0,
      medianSeconds: null,
      p90Seconds: null,
      lastActivityAt: null,
    } as const;
    for (const m of members) {
      byKey.set(userKey(m.user_id), {
        key: userKey(m.user_id),
        userId: m.user_id,
        email: m.email,
        name: m.name,
        role: m.role,
        isActive: m.is_active,
        isExternal: false,
        ...blank,
        skipped: m.skipped,
        inProgress: m.in_progress,
        lastActivityAt: m.last_at,
      });
    }
    for (const u of otherUsers)
      byKey.set(userKey(u.user_id), {
        key: userKey(u.user_id),
        userId: u.user_id,
        email: u.email,
        name: u.name,
        role: null,
        isActive: false,
        isExternal: false,
        ...blank,
      });
    for (const s of submissions) {
      const key =
        s.user_id !== null ? userKey(s.user_id) : externalKey(s.external_annotator as string);
      const row: RaterRow = byKey.get(key) ?? {
        key,
        userId: null,
        email: null,
        name: s.external_annotator as string,
        role: null,
        isActive: true,
        isExternal: true,
        ...blank,
      };
      byKey.set(key, {
        ...row,
        submitted: s.submitted,
        medianSeconds: s.median_seconds,
        p90Seconds: s.p90_seconds,
        lastActivityAt: later(row.lastActivityAt, s.last_submitted_at),
      });
    }
    const raters = [...byKey.values()].sort(
      (x, y) =>
        Number(x.isExternal) - Number(y.isExternal) ||
        (x.email ?? x.name).localeCompare(y.email ?? y.name),
    );
    const scoredItems: ScorecardItem[] = items.map((r) => ({
      annotations: r.annotations.map((a) => ({
        rater: a.u !== null ? userKey(a.u) : externalKey(a.x as string),
        data: a.d,
      })),
      gold: r.gold,
      choice: r.choice,
      language: r.language,
    }));
    return {
      projectId: project.id,
      kind: project.kind,
      settings: project.settings,
      raters,
      items: scoredItems,
      checks: checks.map((c) => ({ rater: userKey(c.user_id), score: c.score })),
      qualifications: new Map(
        qualifications.map((q) => [
          userKey(q.userId),
          { status: q.status, score: q.score, attempts: q.attempts.length },
        ]),
      ),
      pauses: new Map(
        pauses.map((p) => [
          userKey(p.user_id),
          { reason: p.reason, at: p.paused_at.toISOString() },
        ]),
      ),
      language,
      languages,
    };
  } finally {
    if (!ok) await client.query("ROLLBACK").catch(() => undefined);
    client.release();
  }
}
