// Who may do what: the only place that maps roles to actions. Pages, server actions, API
// routes and the CLI all ask `can()`; nothing else compares role names.
export type GlobalRole = "admin" | "lead" | "annotator";
export type ProjectRole = "lead" | "annotator" | "adjudicator";

export type Actor = { role: GlobalRole };

const globalRules = {
  "user.manage": ["admin"],
  "project.create": ["admin", "lead"],
  "project.list": ["admin", "lead", "annotator"],
  "token.manage": ["admin", "lead", "annotator"],
} as const satisfies Record<string, readonly GlobalRole[]>;

// Project actions by project role; admins may do all of them on every project.
const projectRules = {
  "project.view": ["lead", "annotator", "adjudicator"],
  "project.manage": ["lead"],
  "member.manage": ["lead"],
  "item.import": ["lead"],
  "item.browse": ["lead"],
  "item.annotate": ["annotator"],
  "item.adjudicate": ["lead", "adjudicator"],
  "agreement.view": ["lead"],
  // Items' outcomes (agreed, disagreement, in adjudication, gold, rejected) in counts and lists.
  // Leads only: annotators are blind to them (SPEC §2), and so are adjudicators, who may have
  // annotated before their role changed and see the disagreements they decide in their queue.
  "outcome.view": ["lead"],
  "gold.export": ["lead"],
  "gold.edit": ["lead"],
} as const satisfies Record<string, readonly ProjectRole[]>;

export type GlobalAction = keyof typeof globalRules;
export type ProjectAction = keyof typeof projectRules;
export const projectActions = Object.keys(projectRules) as ProjectAction[];

export function can(actor: Actor, action: GlobalAction): boolean {
  return (globalRules[action] as readonly GlobalRole[]).includes(actor.role);
}

/** `projectRole` is the actor's membership role in the project, or null when not a member. */
export function canInProject(
  actor: Actor,
  projectRole: ProjectRole | null,
  action: ProjectAction,
): boolean {
  if (actor.role === "admin") return true;
  if (projectRole === null) return false;
  return (projectRules[action] as readonly ProjectRole[]).includes(projectRole);
}

const projectRoles: readonly ProjectRole[] = ["lead", "annotator", "adjudicator"];

/**
 * The membership roles with which `actor` may do `action` in a project, for a check made inside a
 * database statement; null when membership does not matter (admins may act in every project).
 */
export function projectRolesAllowed(actor: Actor, action: ProjectAction): ProjectRole[] | null {
  if (canInProject(actor, null, action)) return null;
  return projectRoles.filter((role) => canInProject(actor, role, action));
}
