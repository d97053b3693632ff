import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/errors";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";

/** Two validators per gold README list (SPEC §3, FuncRead's completeness check). */
export const VALIDATORS_PER_ITEM = 2;

/** Whether a project runs the validation round (README projects with `readmeValidation` on). */
export const hasValidationRound = (project: { kind: string; settings: { readmeValidation: boolean } }): boolean =>
  project.kind === "readme" && project.settings.readmeValidation;

/** A README project with the validation round switched on, for any of its members. */
export async function loadValidationProject(opts: { actor: SessionUser; projectId: number }): Promise<ProjectAccess> {
  const project = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "project.view" });
  if (!hasValidationRound(project)) {
    throw new AppError("conflict", "This project has no validation round (README projects with `readmeValidation` on).");
  }
  return project;
}
