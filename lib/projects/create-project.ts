import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { writeFirstGuidelineVersion } from "@/lib/guidelines/write-guideline-version";
import { can } from "@/lib/auth/permissions";
import { kindModule } from "@/lib/items/kinds";
import type { SessionUser } from "@/lib/auth/session-user";
import type { z } from "zod";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { strataIssues } from "@/lib/sampling/overlap-strata";
import { snakeIssuePaths } from "@/lib/api/api-casing";
import { claimGroupIssues } from "@/lib/projects/claim-group-issues";
import { sourceProjectIssues } from "./source-project-issues";
import { qualificationIssues, tooFewTrainingItems } from "@/lib/qualification/qualification-rules";
import { createProjectSchema } from "./project-schemas";

/** The creator becomes the project's lead. `schema` reads the API's form of the input (snake_case settings). */
export async function createProject(opts: {
  actor: SessionUser;
  input: unknown;
  schema?: z.ZodType<z.output<typeof createProjectSchema>>;
}): Promise<{ id: number }> {
  if (!can(opts.actor, "project.create"))
    throw new AppError("forbidden", "Only leads and admins can create projects.");
  const parsed = (opts.schema ?? createProjectSchema).safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The project is not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const { name, kind, settings } = parsed.data;
  const instructions = parsed.data.instructions ?? kindModule(kind).guidelines;
  // Which item fields may form strata depends on the kind (lib/sampling/overlap-strata.ts).
  const strata = [
    ...strataIssues(kind, settings.overlapStrata),
    ...claimGroupIssues(kind, settings),
    ...qualificationIssues(settings),
  ];
  if (strata.length)
    throw new AppError("validation_failed", "The project is not valid.", {
      fields: fieldErrors(opts.schema ? snakeIssuePaths(strata) : strata),
    });
  // A new project has no training items yet: its round is switched on later (decision 080).
  const tooFew = tooFewTrainingItems({ settings, trainingItems: 0 });
  if (tooFew) throw new AppError("conflict", tooFew, { training_items: 0 });
  // On pg with its lead and audit row in one transaction (decision 003: the one audit writer is pg's).
  return withPgTransaction(async (sql) => {
    const source = await sourceProjectIssues(sql, { actor: opts.actor, kind, settings });
    if (source.length)
      throw new AppError("validation_failed", "The project is not valid.", {
        fields: fieldErrors(opts.schema ? snakeIssuePaths(source) : source),
      });
    const [project] = await sql<{ id: number }>(
      `INSERT INTO projects (name, kind, settings, instructions, created_by_id) VALUES ($1, $2::"ItemKind", $3::jsonb, $4, $5) RETURNING id`,
      name,
      kind,
      JSON.stringify(settings),
      instructions,
      opts.actor.id,
    );
    await sql(
      `INSERT INTO project_members (project_id, user_id, role) VALUES ($1, $2, 'lead')`,
      project.id,
      opts.actor.id,
    );
    await writeFirstGuidelineVersion(sql, {
      projectId: project.id,
      kind,
      authorId: opts.actor.id,
      instructions,
      settings,
    });
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: "project.create",
      entityType: "project",
      entityId: project.id,
      before: null,
      after: { name, kind, settings },
    });
    return { id: project.id };
  });
}
