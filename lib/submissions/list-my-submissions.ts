import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { isRevisableSql } from "./revisable-sql";
import { hiddenFromAnnotatorsSql } from "@/lib/items/item-fields-sql";
import type { ItemKind } from "@/lib/items/item-kinds";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { opaqueItemLabel } from "@/lib/queue/opaque-item-label";
import { submissionsCursor, type SubmissionsQuery } from "./submissions-query";

/** No status, count or gold: those change with a partner's work (SPEC §2 "Blind"). */
type SubmissionDto = {
  assignmentId: number;
  item: { id: number; kind: ItemKind; externalId: string; language: string | null };
  submittedAt: string;
  data: unknown;
  /** Decision 048; judged by the database clock, never by anyone else's work. */
  revisableUntil: string | null;
  isRevisable: boolean;
};

export type SubmissionPage = { submissions: SubmissionDto[]; nextCursor: string | null };

type Row = {
  assignment_id: number;
  item_id: number;
  kind: ItemKind;
  external_id: string;
  language: string | null;
  is_hidden: boolean;
  submitted_at: Date;
  data: unknown;
  revisable_until: Date | null;
  is_revisable: boolean;
};

/** Check answers are listed like annotations, so the list does not tell checks apart (decision 025). */
export async function listMySubmissions(opts: {
  actor: SessionUser;
  projectId: number;
  query: SubmissionsQuery;
}): Promise<SubmissionPage> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.annotate",
  });
  const { limit, cursor } = opts.query;
  const params: unknown[] = [opts.actor.id, project.id, limit + 1];
  const after = cursor
    ? `AND (s.submitted_at, s.assignment_id) < ('epoch'::timestamptz + $4 * interval '1 millisecond', $5::int)`
    : "";
  if (cursor) params.push(cursor.submittedAtMs, cursor.assignmentId);
  const { rows } = await pgPool().query<Row>(
    `SELECT s.*, ${isRevisableSql("s.revisable_until", "$2", "$1")} AS is_revisable, i.kind, i.external_id, i.language, ${hiddenFromAnnotatorsSql("i")} AS is_hidden
       FROM (SELECT a.id AS assignment_id, a.item_id,
                    COALESCE(an.submitted_at, c.submitted_at) AS submitted_at,
                    COALESCE(an.data, c.data) AS data,
                    COALESCE(an.revisable_until, c.revisable_until) AS revisable_until
               FROM assignments a
               LEFT JOIN annotations an ON an.assignment_id = a.id
               LEFT JOIN check_answers c ON c.assignment_id = a.id
              WHERE a.user_id = $1 AND a.project_id = $2 AND a.status = 'submitted') s
       JOIN items i ON i.id = s.item_id
      WHERE s.data IS NOT NULL ${after}
      ORDER BY s.submitted_at DESC, s.assignment_id DESC
      LIMIT $3`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    submissions: page.map((r) => ({
      assignmentId: r.assignment_id,
      item: {
        id: r.item_id,
        kind: r.kind,
        externalId: r.is_hidden ? opaqueItemLabel(r.item_id) : r.external_id,
        language: r.language,
      },
      submittedAt: r.submitted_at.toISOString(),
      data: r.data,
      revisableUntil: r.revisable_until?.toISOString() ?? null,
      isRevisable: r.is_revisable,
    })),
    nextCursor:
      rows.length > limit && last ? submissionsCursor(last.submitted_at, last.assignment_id) : null,
  };
}
