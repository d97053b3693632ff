// Who may adjudicate in a project (SPEC §2): by default any member, or only leads and members
// given the adjudicator role when the project says `adjudicators: "leads"`. Never one of the
// item's own annotators — that is checked per item, where the annotations are known.
import { canInProject, type Actor, type ProjectRole } from "@/lib/auth/permissions";
import type { ProjectSettings } from "@/lib/projects/project-settings";

export function mayAdjudicate(opts: {
  actor: Actor;
  myRole: ProjectRole | null;
  settings: Pick<ProjectSettings, "adjudicators">;
}): boolean {
  if (opts.settings.adjudicators === "leads")
    return canInProject(opts.actor, opts.myRole, "item.adjudicate");
  return canInProject(opts.actor, opts.myRole, "project.view");
}
