import "server-only";
import { projectRolesAllowed, type ProjectRole } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { preparedQuery } from "@/lib/db/prepared-query";
import { pausedError, submitCheckAnswer } from "@/lib/checks/submit-check-answer";
import { AppError } from "@/lib/errors";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import {
  checkProjectAccess,
  projectAccessSql,
  type ProjectAccess,
  type ProjectAccessRow,
} from "@/lib/projects/load-project-access";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { noteAnnotation, takeClaim } from "./claim-memory";
import { itemOverlap } from "@/lib/sampling/item-overlap";
import { decideItem } from "./decide-item";
import { jsonEqual } from "./json-equal";
import type { AssignmentStatus, SubmitResult } from "./queue-dto";
import { MAX_DRAFT_BYTES } from "./save-draft";
import { validateAnnotation } from "./validate-annotation";

// The load, for a submit without the claim's memory: in one round trip, the assignment and its
// project (with the caller's role), the README to check spans against, the caller's earlier
// annotation if any, and the other people's annotations of the item in submission order (for the
// comparison, if this is the item's last annotation; never shown to the caller). Everything is
// looked up by a key of the assignment's row, never joined: a join's plan would rest on the
// assignments' statistics, which lag behind a table that grows with every claim (see lib/queue/sql/
// accord_submit_annotation.sql, decision 006).
const loadSql = `
  SELECT a.user_id, a.item_id, a.status, (SELECT i.status FROM items i WHERE i.id = a.item_id) AS item_status, ${projectAccessSql("a.project_id", "$2")} AS project,
         (SELECT i.sampled FROM items i WHERE i.id = a.item_id) AS sampled,
         (SELECT r.content FROM readmes r WHERE r.item_id = a.item_id) AS readme_content,
         COALESCE((SELECT json_build_object('id', an.id, 'data', an.data) FROM annotations an WHERE an.assignment_id = a.id),
                  (SELECT json_build_object('id', c.id, 'data', c.data) FROM check_answers c WHERE c.assignment_id = a.id)) AS prior, a.is_check,
         COALESCE((SELECT json_agg(json_build_object('id', o.id, 'data', o.data) ORDER BY o.submitted_at, o.id) FROM annotations o
                    WHERE o.item_id = a.item_id AND o.machine_annotator IS NULL AND o.user_id IS DISTINCT FROM a.user_id), '[]') AS others
    FROM assignments a WHERE a.id = $1`;

type Loaded = {
  user_id: number;
  item_id: number;
  status: AssignmentStatus;
  item_status: string;
  project: ProjectAccessRow | null;
  sampled: boolean | null;
  readme_content: string | null;
  prior: { id: number; data: unknown } | null;
  others: { id: number; data: unknown }[];
  is_check: boolean;
};

// accord_submit_annotation (lib/queue/sql/accord_submit_annotation.sql): checks the
// slot and writes the annotation, its rows and the item's outcome under the item's lock. With the
// caller, their roles and the settings as stored (the one-round-trip path) it first checks that
// these still hold, and answers `refused` (nothing written) if one does not.
const submitSql = `SELECT outcome, annotation_id, item_status, prior
  FROM accord_submit_annotation($1, $2::"ProjectRole"[], $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`;
type Submitted = {
  outcome: "submitted" | "already" | "skipped" | "late" | "stale" | "paused" | "refused";
  annotation_id: number | null;
  item_status: string | null;
  prior: unknown;
};

const skippedError = () =>
  new AppError("conflict", "You skipped this item; it can no longer be submitted.");

/** The same annotation again returns the first result; a different one is a 409. */
function retried(
  prior: { id: number; data: unknown },
  data: unknown,
  itemStatus: string,
): SubmitResult {
  if (jsonEqual(prior.data, data)) return { annotationId: prior.id, itemStatus };
  throw new AppError(
    "conflict",
    "You already submitted a different annotation for this item; a submitted annotation cannot be changed.",
  );
}

async function load(opts: {
  actor: SessionUser;
  assignmentId: number;
}): Promise<Loaded & { access: ProjectAccess }> {
  const { rows } = await preparedQuery<Loaded>("accord_submit_load", loadSql, [
    opts.assignmentId,
    opts.actor.id,
  ]);
  const row = rows[0];
  // Someone else's assignment is a 404, like one that does not exist.
  if (!row || row.user_id !== opts.actor.id)
    throw new AppError("not_found", "Assignment not found.");
  return {
    ...row,
    access: checkProjectAccess({
      actor: opts.actor,
      project: row.project,
      action: "item.annotate",
    }),
  };
}

type SubmitOpts = {
  actor: SessionUser;
  assignmentId: number;
  annotation: unknown;
  timeSpentMs?: number | null;
};

/** What the submit validates and compares against: loaded now, or remembered from the claim. */
type Basis = {
  itemId: number;
  kind: ItemKind;
  settings: ProjectSettings;
  readmeContent?: string;
  /** The item's `sampled` (decision 024); the database answers `stale` with its overlap if it changed. */
  sampled: boolean | null;
  others: Loaded["others"];
  /** The one-round-trip path's checks: the caller's roles and the project's settings as stored. */
  claimed?: { roles: ProjectRole[] | null; storedSettings: string };
};

/**
 * Submits the caller's annotation for their assignment. Invalid input is a 422 that writes
 * nothing. A retry of the same annotation returns the first result; a different one is a 409.
 * After the lease expired the submit still counts if the item has a free slot; if others took
 * it, it is a 409 and the annotation is kept as the assignment's draft (that write commits).
 *
 * One round trip when this instance made the claim and still remembers it (claim-memory.ts):
 * validated against the project as it was at the claim, compared with the item's annotations
 * then, and the database checks that both still hold. Otherwise, or if anything changed, two:
 * the load (the authority for every refusal), then one statement that writes everything or
 * nothing.
 */
export async function submitAnnotation(opts: SubmitOpts): Promise<SubmitResult> {
  const memory = takeClaim(opts.assignmentId, opts.actor.id);
  if (memory) {
    const basis: Basis = {
      itemId: memory.itemId,
      kind: memory.kind,
      settings: memory.settings,
      sampled: memory.sampled,
      others: memory.others,
      claimed: {
        roles: projectRolesAllowed(opts.actor, "item.annotate"),
        storedSettings: memory.storedSettings,
      },
    };
    // Invalid against the settings remembered from the claim: they may be out of date, and the
    // slow path gives the answer.
    const checked = validateAnnotation(opts.annotation, basis);
    const fast = "error" in checked ? "refused" : await submitOn(opts, basis, checked.data);
    if (fast !== "refused") return fast;
  }
  const loaded = await load(opts);
  const basis: Basis = {
    itemId: loaded.item_id,
    kind: loaded.access.kind,
    settings: loaded.access.settings,
    readmeContent: loaded.readme_content ?? undefined,
    sampled: loaded.sampled,
    others: loaded.others,
  };
  const checked = validateAnnotation(opts.annotation, basis);
  if ("error" in checked) throw checked.error;
  if (loaded.status === "submitted" && loaded.prior)
    return retried(loaded.prior, checked.data, loaded.item_status);
  if (loaded.status === "skipped") throw skippedError();
  // A check item's answer goes to check_answers, scored against its gold (decision 025).
  if (loaded.is_check)
    return submitCheckAnswer({
      ...opts,
      itemId: loaded.item_id,
      project: loaded.access,
      data: checked.data,
    });
  const result = await submitOn(opts, basis, checked.data);
  if (result === "refused")
    throw new AppError("internal", "The database refused a submit that had no checks to fail.");
  return result;
}

/** Writes the validated annotation; "refused" when the fast path's basis no longer holds (nothing written). */
async function submitOn(
  opts: SubmitOpts,
  basis: Basis,
  data: unknown,
): Promise<SubmitResult | "refused"> {
  const { kind, settings, claimed } = basis;
  // Clamped by the database (accord_time_spent_ms), against the claim's time.
  const clientMs =
    opts.timeSpentMs == null || !Number.isFinite(opts.timeSpentMs) ? null : opts.timeSpentMs;
  const rows = kindModule(kind).annotationRows?.(data);
  const citations = rows?.citations ?? [];
  const codes = rows?.errorCodes ?? [];
  const draft = JSON.stringify(opts.annotation);
  const lateDraft = Buffer.byteLength(draft) <= MAX_DRAFT_BYTES ? draft : null;

  let overlap = itemOverlap(settings.overlap, basis.sampled);
  let { others } = basis;
  // Another annotator's submit of the item since the load makes the comparison stale: compare
  // again with the annotations the function returns (each retry means yet another submit).
  for (let attempt = 0; attempt < 10; attempt++) {
    const isLast = others.length + 1 >= overlap;
    const finish = isLast
      ? decideItem({
          kind,
          settings,
          annotations: [...others.map((o) => o.data), data],
          overlap: { item: overlap, project: settings.overlap },
        })
      : null;
    const args = [
      opts.assignmentId,
      overlap,
      others.map((o) => o.id),
      JSON.stringify(data),
      clientMs,
      citations.map((_, i) => i),
      citations.map((c) => c.url),
      citations.map((c) => c.quote ?? null),
      codes,
      finish?.outcome ?? null,
      finish?.goldSource ?? null,
      finish?.gold ?? null,
      finish?.compare ?? null,
      lateDraft,
      settings.reviseMinutes,
    ];
    const checks = claimed
      ? [opts.actor.id, claimed.roles, claimed.storedSettings]
      : [null, null, null];
    const { rows } = await preparedQuery<Submitted>("accord_submit", submitSql, [
      ...checks,
      ...args,
    ]);
    const result = rows[0];
    if (!result) throw new AppError("not_found", "Assignment not found.");
    switch (result.outcome) {
      case "refused":
        return "refused";
      case "submitted":
        noteAnnotation(basis.itemId, { id: result.annotation_id as number, data });
        return {
          annotationId: result.annotation_id as number,
          itemStatus: result.item_status as string,
        };
      case "already":
        return retried(
          { id: result.annotation_id as number, data: result.prior },
          data,
          result.item_status as string,
        );
      case "skipped":
        throw skippedError();
      case "late":
        throw new AppError(
          "conflict",
          lateDraft !== null
            ? "Your lease expired and the item's annotations were taken by others. Your work is kept as a draft of this assignment."
            : "Your lease expired and the item's annotations were taken by others.",
          { draft_kept: lateDraft !== null },
        );
      case "paused":
        throw pausedError(lateDraft !== null);
      case "stale":
        ({ overlap, others } = result.prior as { overlap: number; others: Loaded["others"] });
    }
  }
  throw new AppError("conflict", "The item changed while you submitted; please submit again.");
}
