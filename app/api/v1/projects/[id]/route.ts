import { updateProjectBodySchema } from "@/lib/api/project-bodies";
import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { getProject } from "@/lib/projects/get-project";
import { updateProject } from "@/lib/projects/update-project";

export const GET = withApi<{ id: string }>(async ({ actor, params }) =>
  apiJson({ project: await getProject({ actor, projectId: idParam(params.id, "Project") }) }),
);

/** Body `{name?, settings?, instructions?}`; `settings` names only the snake_case keys to change. */
export const PATCH = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  await updateProject({
    actor,
    projectId,
    input: await readJson(req),
    schema: updateProjectBodySchema,
  });
  return apiJson({ project: await getProject({ actor, projectId }) });
});
