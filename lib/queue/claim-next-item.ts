import "server-only";
import { itemKinds } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { projectRolesAllowed } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { preparedQuery } from "@/lib/db/prepared-query";
import {
  checkProjectAccess,
  projectAccessSql,
  type ProjectAccessRow,
} from "@/lib/projects/load-project-access";
import { isRowId } from "@/lib/validation/row-id";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { queueProgressSql } from "./get-queue-progress";
import { rememberClaim, type ClaimMemory } from "./claim-memory";
import { toAnnotatorItem, type AnnotatorItemRow } from "./annotator-item";
import { annotatorItemSql } from "./load-annotator-item";
import type { ClaimResult, QueueProgress } from "./queue-dto";
import { refuseIfUnqualified } from "@/lib/qualification/refuse-if-unqualified";
import { requiresQualification } from "@/lib/qualification/qualification-rules";

// One round trip: the project and the caller's role in it, and the claim (accord_claim_item,
// lib/queue/sql/accord_claim_item.sql), which itself refuses callers without an
// active annotating membership, with the item's content and the progress. The claim runs once: its lateral
// subquery has one outer row. `others` (the item's other annotations, for the submit's memory;
// never returned to the caller) is not read for kinds whose submits do not use it ($6).
// The statement's transaction commits without waiting for its WAL to reach disk (decision 007):
// a claim is a lease, and the submit, draft save or release that follows it flushes it anyway.
const claimSql = `
  SELECT ${projectAccessSql("$1", "$2")} AS project, c.*
    FROM (SELECT set_config('synchronous_commit', 'off', true)) one
    LEFT JOIN LATERAL (
      SELECT c.assignment_id, c.lease_expires_at, c.draft, i.sampled, ${annotatorItemSql("i")} AS item, ${queueProgressSql("$2", "$1", "c.project_overlap")} AS progress,
             (SELECT json_agg(json_build_object('id', o.id, 'data', o.data) ORDER BY o.submitted_at, o.id) FROM annotations o
               WHERE NOT (i.kind::text = ANY($6::text[])) AND o.item_id = c.item_id AND o.machine_annotator IS NULL AND o.user_id IS DISTINCT FROM $2) AS others,
             -- A check item is past annotation (the claim's own INSERT is not visible to this statement's snapshot).
             i.status NOT IN ('pending', 'in_annotation') AS is_check
        -- Check items (decision 025): accord_claim_item asks accord_claim_check_item first, with the settings it read (a paused caller: a row of NULLs).
        FROM accord_claim_item($1, $2, $3, $4, $5::"ProjectRole"[], $7::int) c
        JOIN items i ON i.id = c.item_id) c ON true`;

type Row = {
  project: ProjectAccessRow | null;
  assignment_id: number | null;
  lease_expires_at: Date | null;
  draft: unknown;
  sampled: boolean | null;
  item: AnnotatorItemRow | null;
  progress: QueueProgress | null;
  others: ClaimMemory["others"] | null;
  is_check: boolean | null;
};

// The kinds whose claims are not remembered (their schema reads the item's text, so their submits
// load it; see below): the claim does not read their `others`.
const unremembered = itemKinds.filter((k) => kindModule(k).itemTextSql);

// Defaults for settings a project's JSON leaves out; the function reads the project's own.
const defaults = parseProjectSettings({});

/**
 * The next item for the caller to annotate, claimed with a lease, or null when nothing is left
 * for them. Asking again while a claim runs returns that claim (same assignment), so a reload or
 * a double click never holds two items. Never more than `overlap` people hold or have submitted
 * an item, however many claim at once on however many app instances. 404 for a project the
 * caller cannot see, 403 for a member who may not annotate (nothing is claimed for either), 409
 * `qualification_required` for one who has not passed the project's qualification round.
 */
/**
 * With `aheadOf` (the caller's running claim on screen; prefetch, decision 050): the claim one
 * ahead of it instead, at most one (asking again returns the same one). An `aheadOf` that is not
 * the caller's running claim in the project is ignored.
 */
export async function claimNextItem(opts: {
  actor: SessionUser;
  projectId: number;
  aheadOf?: number;
}): Promise<ClaimResult | null> {
  const roles = projectRolesAllowed(opts.actor, "item.annotate");
  const { rows } = isRowId(opts.projectId)
    ? await preparedQuery<Row>("accord_claim", claimSql, [
        opts.projectId,
        opts.actor.id,
        defaults.overlap,
        defaults.leaseMinutes,
        roles,
        unremembered,
        opts.aheadOf !== undefined && isRowId(opts.aheadOf) ? opts.aheadOf : null,
      ])
    : { rows: [] };
  const row = rows[0];
  // Throws 404/403 exactly as for any other project action; the function made no claim then.
  const project = checkProjectAccess({
    actor: opts.actor,
    project: row?.project,
    action: "item.annotate",
  });
  if (!row || row.assignment_id === null) {
    // The claim served nothing: say so when the round holds them back (decision 080), not "nothing left".
    if (requiresQualification(project.settings))
      await refuseIfUnqualified(project.id, opts.actor.id);
    return null;
  }
  const item = toAnnotatorItem(row.item);
  // For the submit's one-round-trip path (submit-annotation.ts). A README's spans are checked
  // against its text, which is not worth keeping in memory: those submits load it.
  // A check claim is not remembered either: its submit loads the assignment, which says it is a check (decision 025).
  if (!kindModule(project.kind).itemTextSql && row.is_check !== true) {
    rememberClaim(row.assignment_id, {
      userId: opts.actor.id,
      itemId: item.id,
      kind: project.kind,
      settings: project.settings,
      storedSettings: JSON.stringify(row.project?.settings),
      sampled: row.sampled,
      others: row.others ?? [],
    });
  }
  return {
    assignmentId: row.assignment_id,
    item,
    leaseExpiresAt: (row.lease_expires_at as Date).toISOString(),
    draft: row.draft ?? null,
    progress: row.progress as QueueProgress,
  };
}
