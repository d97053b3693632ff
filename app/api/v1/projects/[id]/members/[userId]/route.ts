import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { updateProjectMember } from "@/lib/projects/update-project-member";

type Params = { id: string; userId: string };

/** Leads of the project and admins: {role?, active?}. */
export const PATCH = withApi<Params>(async ({ req, actor, params }) => {
  const member = await updateProjectMember({
    actor,
    projectId: idParam(params.id, "Project"),
    userId: idParam(params.userId, "Member"),
    input: await readJson(req),
  });
  return apiJson({ member });
});

/** Deactivates the membership: the member is kept for history and gets no work. */
export const DELETE = withApi<Params>(async ({ actor, params }) => {
  const member = await updateProjectMember({
    actor,
    projectId: idParam(params.id, "Project"),
    userId: idParam(params.userId, "Member"),
    input: { active: false },
  });
  return apiJson({ member });
});
