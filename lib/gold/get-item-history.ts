import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import type { ItemHistory, Person } from "./item-history-dto";
import { loadLeadItem } from "./load-lead-item";

type Named = { name: string | null; email: string | null };
const person = (r: Named): Person | null =>
  r.email === null ? null : { name: r.name as string, email: r.email };

const annotationsSql = `
  SELECT a.id, u.name, u.email, a.machine_annotator, a.external_annotator, a.submitted_at, a.time_spent_ms, a.data, a.guideline_version
    FROM annotations a LEFT JOIN users u ON u.id = a.user_id
   WHERE a.item_id = $1 ORDER BY a.submitted_at, a.id`;
const adjudicationsSql = `
  SELECT d.id, u.name, u.email, d.status, d.claimed_at, d.resolved_at, d.choice, d.rationale, d.guideline_version
    FROM adjudications d JOIN users u ON u.id = d.adjudicator_id
   WHERE d.item_id = $1 ORDER BY d.id`;
const goldSql = `
  SELECT g.source, g.data, g.updated_at, g.guideline_version, u.name, u.email
    FROM gold_records g LEFT JOIN users u ON u.id = g.updated_by_id
   WHERE g.item_id = $1`;
const ratingsSql = `
  SELECT u.name, u.email, v.rating, v.notes, v.created_at, v.guideline_version
    FROM validation_ratings v JOIN users u ON u.id = v.user_id
   WHERE v.item_id = $1 ORDER BY v.created_at, v.user_id`;
const checkAnswersSql = `
  SELECT c.id, u.name, u.email, c.submitted_at, c.time_spent_ms, c.score, c.data
    FROM check_answers c JOIN users u ON u.id = c.user_id
   WHERE c.item_id = $1 ORDER BY c.submitted_at, c.id`;
const eventsSql = `
  SELECT e.id::text AS id, e.at, u.name, u.email, e.action, e.before, e.after
    FROM audit_events e LEFT JOIN users u ON u.id = e.actor_id
   WHERE e.entity_type = 'item' AND e.entity_id = $1 ORDER BY e.id`;

/** One item's history for a lead of its project (annotators' names always shown here). */
export async function getItemHistory(opts: {
  actor: SessionUser;
  itemId: number;
  projectId?: number;
}): Promise<ItemHistory> {
  const { project, itemId } = await loadLeadItem({
    actor: opts.actor,
    itemId: opts.itemId,
    projectId: opts.projectId,
    action: "item.browse",
  });
  const pool = pgPool();
  type V = { guideline_version: number };
  const [item, annotations, adjudications, gold, ratings, checks, events] = await Promise.all([
    pool.query<{ status: string }>(`SELECT status FROM items WHERE id = $1`, [itemId]),
    pool.query<
      Named &
        V & {
          id: number;
          machine_annotator: string | null;
          external_annotator: string | null;
          submitted_at: Date;
          time_spent_ms: number;
          data: unknown;
        }
    >(annotationsSql, [itemId]),
    pool.query<
      Named &
        V & {
          id: number;
          status: string;
          claimed_at: Date;
          resolved_at: Date | null;
          choice: string | null;
          rationale: string | null;
        }
    >(adjudicationsSql, [itemId]),
    pool.query<Named & V & { source: string; data: unknown; updated_at: Date }>(goldSql, [itemId]),
    pool.query<Named & V & { rating: number; notes: string; created_at: Date }>(ratingsSql, [
      itemId,
    ]),
    pool.query<
      Named & {
        id: number;
        submitted_at: Date;
        time_spent_ms: number;
        score: number | null;
        data: unknown;
      }
    >(checkAnswersSql, [itemId]),
    pool.query<Named & { id: string; at: Date; action: string; before: unknown; after: unknown }>(
      eventsSql,
      [String(itemId)],
    ),
  ]);
  const g = gold.rows[0];
  return {
    itemId,
    projectId: project.id,
    status: item.rows[0].status,
    annotations: annotations.rows.map((a) => ({
      id: a.id,
      annotator: person(a),
      machineAnnotator: a.machine_annotator,
      externalAnnotator: a.external_annotator,
      submittedAt: a.submitted_at.toISOString(),
      timeSpentMs: a.time_spent_ms,
      data: a.data,
      guidelineVersion: a.guideline_version,
    })),
    adjudications: adjudications.rows.map((d) => ({
      id: d.id,
      adjudicator: person(d) as Person,
      status: d.status,
      claimedAt: d.claimed_at.toISOString(),
      resolvedAt: d.resolved_at?.toISOString() ?? null,
      choice: d.choice,
      rationale: d.rationale,
      guidelineVersion: d.guideline_version,
    })),
    gold: g
      ? {
          source: g.source,
          data: g.data,
          updatedAt: g.updated_at.toISOString(),
          updatedBy: person(g),
          guidelineVersion: g.guideline_version,
        }
      : null,
    validation: ratings.rows.map((v) => ({
      validator: person(v) as Person,
      rating: v.rating,
      notes: v.notes,
      createdAt: v.created_at.toISOString(),
      guidelineVersion: v.guideline_version,
    })),
    checkAnswers: checks.rows.map((c) => ({
      id: c.id,
      annotator: person(c) as Person,
      submittedAt: c.submitted_at.toISOString(),
      timeSpentMs: c.time_spent_ms,
      score: c.score,
      data: c.data,
    })),
    events: events.rows.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actor: person(e),
      action: e.action,
      before: e.before,
      after: e.after,
    })),
  };
}
