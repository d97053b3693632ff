import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/errors";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";
import { mayAdjudicate } from "./adjudicator-rule";

/** The project, after checking that the caller may adjudicate in it (404 for non-members, like every project route). */
export async function loadAdjudicationProject(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<ProjectAccess> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "project.view",
  });
  if (!mayAdjudicate({ actor: opts.actor, myRole: project.myRole, settings: project.settings })) {
    throw new AppError("forbidden", "In this project only leads and adjudicators may adjudicate.");
  }
  return project;
}
