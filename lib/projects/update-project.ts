import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import type { z } from "zod";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { applyStrataChange } from "@/lib/queue/item-strata";
import { applySamplingChange } from "@/lib/sampling/apply-sampling-change";
import { strataIssues } from "@/lib/sampling/overlap-strata";
import { snakeIssuePaths } from "@/lib/api/api-casing";
import { applyOverlapChange, lockOverlap, type OverlapChange } from "./apply-overlap-change";
import { loadProjectAccess } from "./load-project-access";
import { updateProjectSchema } from "./project-schemas";
import { writeGuidelineChange } from "@/lib/guidelines/write-guideline-version";
import { claimGroupIssues } from "./claim-group-issues";
import { relinkLinkedItems } from "./relink-linked-items";
import { sourceProjectIssues } from "./source-project-issues";
import { projectSettingsSchema } from "./project-settings";
import {
  applyQualificationChange,
  refuseTooFewTrainingItems,
} from "@/lib/qualification/apply-qualification-change";
import { qualificationIssues } from "@/lib/qualification/qualification-rules";

/**
 * Saves the project's name, settings and instructions. Settings are merged: only the keys the
 * input names change (SPEC §6), and the merged whole must be valid. A lower overlap also finishes the items
 * that now have enough annotations and releases the claims beyond it, in the same transaction
 * (docs/decisions/005-lowering-the-overlap.md); what it did is returned and audited.
 */
export async function updateProject(opts: {
  actor: SessionUser;
  projectId: number;
  input: unknown;
  /** Reads the API's form of the input (snake_case settings keys). */
  schema?: z.ZodType<z.output<typeof updateProjectSchema>>;
}): Promise<{ overlapChange: OverlapChange | null }> {
  const before = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "project.manage",
  });
  const parsed = (opts.schema ?? updateProjectSchema).safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The settings are not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const { name, instructions, settings: changes } = parsed.data;
  // On pg (decision 003): a lower overlap changes items and claims in the same transaction.
  const overlapChange = await withPgTransaction(async (sql) => {
    // Merged under the lock, so two PATCHes of different keys both take effect; new instructions
    // take it too, so that guideline versions are numbered in order (lib/guidelines/).
    const locked = changes || instructions !== undefined ? await lockOverlap(sql, before.id) : null;
    const stored = changes && locked ? locked.settings : null;
    const merged = stored ? projectSettingsSchema.safeParse({ ...stored, ...changes }) : null;
    // Decided after parsing: named as the caller spells the fields (the API's snake_case or the form's).
    const named = <I extends { path: readonly PropertyKey[]; message: string }>(issues: I[]) =>
      fieldErrors(opts.schema ? snakeIssuePaths(issues) : issues);
    if (merged && !merged.success) {
      const issues = merged.error.issues.map((i) => ({ ...i, path: ["settings", ...i.path] }));
      throw new AppError("validation_failed", "The settings are not valid.", {
        fields: named(issues),
      });
    }
    const settings = merged?.data;
    const strata = settings
      ? [
          ...strataIssues(before.kind, settings.overlapStrata),
          ...claimGroupIssues(before.kind, settings),
          ...qualificationIssues(settings),
          ...(await sourceProjectIssues(sql, {
            actor: opts.actor,
            kind: before.kind,
            settings,
            before: stored,
          })),
        ]
      : [];
    if (strata.length)
      throw new AppError("validation_failed", "The settings are not valid.", {
        fields: named(strata),
      });
    if (settings)
      await refuseTooFewTrainingItems(sql, { projectId: before.id, before: stored, settings });
    const data = { name, instructions, settings };
    // A key the input leaves out keeps its value (none of these columns is nullable).
    await sql(
      `UPDATE projects SET name = COALESCE($2, name), instructions = COALESCE($3, instructions), settings = COALESCE($4::jsonb, settings) WHERE id = $1`,
      before.id,
      name ?? null,
      instructions ?? null,
      settings ? JSON.stringify(settings) : null,
    );
    const guidelineVersion = locked
      ? await writeGuidelineChange(sql, {
          projectId: before.id,
          kind: before.kind,
          authorId: opts.actor.id,
          before: { instructions: locked.instructions, settings: locked.settings },
          after: {
            instructions: instructions ?? locked.instructions,
            settings: settings ?? locked.settings,
          },
        })
      : null;
    const change =
      settings && stored && settings.overlap < stored.overlap
        ? await applyOverlapChange(sql, {
            projectId: before.id,
            actorId: opts.actor.id,
            kind: before.kind,
            settings,
          })
        : null;
    // A new fraction or strata decides the untouched items again (decision 024).
    const sampling =
      settings && stored
        ? await applySamplingChange(sql, {
            projectId: before.id,
            kind: before.kind,
            before: stored,
            after: settings,
          })
        : null;
    // A new order or strata rewrites the queue's stratum keys (decision 034).
    if (settings && stored)
      await applyStrataChange(sql, {
        projectId: before.id,
        kind: before.kind,
        before: stored,
        after: settings,
      });
    // The round switched on: the members it finds keep working (decision 080).
    if (settings && stored)
      await applyQualificationChange(sql, {
        projectId: before.id,
        actorId: opts.actor.id,
        before: stored,
        after: settings,
      });
    // Another source project: the links resolve in it alone (SPEC §2).
    if (settings && stored)
      await relinkLinkedItems(sql, {
        projectId: before.id,
        kind: before.kind,
        before: stored,
        after: settings,
      });
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: before.id,
      action: "project.update",
      entityType: "project",
      entityId: before.id,
      before: {
        name: before.name,
        settings: stored ?? before.settings,
        instructions: locked?.instructions ?? before.instructions,
      },
      after: {
        ...data,
        ...(guidelineVersion ? { guideline_version: guidelineVersion } : {}),
        ...(change
          ? {
              overlap_change: {
                finalized_items: change.finalizedItems,
                released_claims: change.releasedClaims,
              },
            }
          : {}),
        ...(sampling
          ? {
              sampling_change: {
                human: sampling.human,
                sampled: sampling.sampled,
                validation_sampled: sampling.validationSampled,
              },
            }
          : {}),
      },
    });
    return change;
  });
  return { overlapChange };
}
