import "server-only";
import { projectRolesAllowed } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { preparedQuery } from "@/lib/db/prepared-query";
import { pausedError, submitCheckAnswer } from "@/lib/checks/submit-check-answer";
import { qualificationRequired } from "@/lib/qualification/qualification-required";
import { AppError } from "@/lib/errors";
import { serverMessage } from "@/lib/i18n/server-message";
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemTextSql } from "@/lib/items/item-text-sql";
import { kindModule } from "@/lib/items/kinds";
import {
  checkProjectAccess,
  projectAccessSql,
  type ProjectAccess,
  type ProjectAccessRow,
} from "@/lib/projects/load-project-access";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { itemOverlap } from "@/lib/sampling/item-overlap";
import { afterItemSubmits, noteAnnotation, takeClaim } from "./claim-memory";
import { decideItem } from "./decide-item";
import { jsonEqual } from "./json-equal";
import type { AssignmentStatus, SubmitResult } from "./queue-dto";
import { MAX_DRAFT_BYTES } from "./save-draft";
import { callSubmit, type Annotation, type SubmitCall, type SubmitOutcome } from "./submit-call";
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
         ${itemTextSql("a.item_id")} AS item_text,
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
  item_text: string | null;
  prior: Annotation | null;
  others: Annotation[];
  is_check: boolean;
};

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
  itemText?: string;
  /** The item's `sampled` (decision 024); the database answers `stale` with its overlap if it changed. */
  sampled: boolean | null;
  others: Annotation[];
  /** The one-round-trip path's checks: the caller's roles and the project's settings as stored. */
  checks: SubmitCall["checks"];
};

const skippedError = () => new AppError("conflict", serverMessage("submitSkipped"));

/** The same annotation again returns the first result; a different one is a 409. */
function retried(prior: Annotation, data: unknown, itemStatus: string): SubmitResult {
  if (jsonEqual(prior.data, data)) return { annotationId: prior.id, itemStatus };
  throw new AppError("conflict", serverMessage("submitDifferent"));
}

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
  return (
    (await afterItemSubmits(opts.assignmentId, () => submitRemembered(opts))) ?? submitLoaded(opts)
  );
}

/** The one-round-trip path; null when there is no memory of the claim or its basis no longer holds. */
async function submitRemembered(opts: SubmitOpts): Promise<SubmitResult | null> {
  const memory = takeClaim(opts.assignmentId, opts.actor.id);
  if (!memory) return null;
  const basis: Basis = {
    ...memory,
    checks: {
      userId: opts.actor.id,
      roles: projectRolesAllowed(opts.actor, "item.annotate"),
      settings: memory.storedSettings,
    },
  };
  // Invalid against the settings remembered from the claim: they may be out of date, and the
  // loaded path gives the answer.
  const checked = validateAnnotation(opts.annotation, basis);
  if ("error" in checked) return null;
  const result = await submitOn(opts, basis, checked.data);
  return result === "refused" ? null : result;
}

/** The path that loads first: the authority for every refusal. */
async function submitLoaded(opts: SubmitOpts): Promise<SubmitResult> {
  const { loaded, access } = await load(opts);
  const basis: Basis = {
    itemId: loaded.item_id,
    kind: access.kind,
    settings: access.settings,
    itemText: loaded.item_text ?? undefined,
    sampled: loaded.sampled,
    others: loaded.others,
    checks: null,
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
      project: access,
      data: checked.data,
    });
  const result = await submitOn(opts, basis, checked.data);
  if (result === "refused")
    throw new AppError("internal", "The database refused a submit that had no checks to fail.");
  return result;
}

async function load(opts: SubmitOpts): Promise<{ loaded: Loaded; access: ProjectAccess }> {
  const { rows } = await preparedQuery<Loaded>("accord_submit_load", loadSql, [
    opts.assignmentId,
    opts.actor.id,
  ]);
  const loaded = rows[0];
  // Someone else's assignment is a 404, like one that does not exist.
  if (!loaded || loaded.user_id !== opts.actor.id)
    throw new AppError("not_found", "Assignment not found.");
  const access = checkProjectAccess({
    actor: opts.actor,
    project: loaded.project,
    action: "item.annotate",
  });
  return { loaded, access };
}

/** Writes the validated annotation; "refused" when the remembered basis no longer holds (nothing written). */
async function submitOn(
  opts: SubmitOpts,
  basis: Basis,
  data: unknown,
): Promise<SubmitResult | "refused"> {
  const call = submitCall(opts, basis, data);
  let outcome = await callSubmit(call);
  // The comparison is the app's, so a submit since the others were read makes it stale: compare
  // once more with what the function read under the item's lock (decision 066).
  if (outcome.outcome === "stale")
    outcome = await callSubmit({ ...call, ...compared(basis, data, outcome) });
  return settle(outcome, basis, data, call.lateDraft !== null);
}

/** The call for `data` on `basis`, compared with the others it holds. */
function submitCall(opts: SubmitOpts, basis: Basis, data: unknown): SubmitCall {
  const rows = kindModule(basis.kind).annotationRows?.(data);
  const citations = rows?.citations ?? [];
  const draft = JSON.stringify(opts.annotation);
  const overlap = itemOverlap(basis.settings.overlap, basis.sampled);
  return {
    checks: basis.checks,
    assignmentId: opts.assignmentId,
    data: JSON.stringify(data),
    // Clamped by the database (accord_time_spent_ms), against the claim's time.
    timeSpentMs:
      opts.timeSpentMs == null || !Number.isFinite(opts.timeSpentMs) ? null : opts.timeSpentMs,
    citePos: citations.map((_, i) => i),
    citeUrl: citations.map((c) => c.url),
    citeQuote: citations.map((c) => c.quote ?? null),
    codes: rows?.errorCodes ?? [],
    lateDraft: Buffer.byteLength(draft) <= MAX_DRAFT_BYTES ? draft : null,
    reviseMinutes: basis.settings.reviseMinutes,
    ...compared(basis, data, { overlap, others: basis.others }),
  };
}

/** The comparison's part of the call: made only when this is the item's last annotation. */
function compared(
  basis: Basis,
  data: unknown,
  item: { overlap: number; others: Annotation[] },
): Pick<SubmitCall, "overlap" | "others" | "outcome" | "goldSource" | "gold" | "compare"> {
  const { kind, settings } = basis;
  const finish =
    item.others.length + 1 >= item.overlap
      ? decideItem({
          kind,
          settings,
          annotations: [...item.others.map((o) => o.data), data],
          overlap: { item: item.overlap, project: settings.overlap },
        })
      : null;
  return {
    overlap: item.overlap,
    others: item.others.map((o) => o.id),
    outcome: finish?.outcome ?? null,
    goldSource: finish?.goldSource ?? null,
    gold: finish?.gold ?? null,
    compare: finish?.compare ?? null,
  };
}

/** The caller's answer for the function's outcome: the result, "refused", or the error. */
function settle(
  outcome: SubmitOutcome,
  basis: Basis,
  data: unknown,
  draftKept: boolean,
): SubmitResult | "refused" {
  switch (outcome.outcome) {
    case "refused":
      return "refused";
    case "submitted":
      noteAnnotation(basis.itemId, { id: outcome.annotationId, data });
      return { annotationId: outcome.annotationId, itemStatus: outcome.itemStatus };
    case "already":
      return retried({ id: outcome.annotationId, data: outcome.data }, data, outcome.itemStatus);
    case "skipped":
      throw skippedError();
    case "late":
      throw new AppError(
        "conflict",
        serverMessage(draftKept ? "submitLateDraftKept" : "submitLate"),
        { draft_kept: draftKept },
      );
    case "paused":
      throw pausedError(draftKept);
    case "unqualified":
      throw qualificationRequired();
    case "stale":
      throw new AppError("conflict", serverMessage("submitStale"));
  }
}
