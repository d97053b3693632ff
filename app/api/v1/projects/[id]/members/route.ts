import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { listProjectMembers } from "@/lib/projects/list-project-members";

export const GET = withApi<{ id: string }>(async ({ actor, params }) =>
  apiJson({
    members: await listProjectMembers({ actor, projectId: idParam(params.id, "Project") }),
  }),
);

export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const member = await addProjectMember({
    actor,
    projectId: idParam(params.id, "Project"),
    input: await readJson(req),
  });
  return apiJson({ member }, { status: 201 });
});
