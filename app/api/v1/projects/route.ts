import { createProjectBodySchema } from "@/lib/api/project-bodies";
import { apiJson, readJson, withApi } from "@/lib/api/with-api";
import { createProject } from "@/lib/projects/create-project";
import { listProjects } from "@/lib/projects/list-projects";

export const GET = withApi(async ({ actor }) =>
  apiJson({ projects: await listProjects({ actor }) }),
);

/** Body `{name, kind, settings?, instructions?}`, settings under snake_case keys (`lease_minutes`). */
export const POST = withApi(async ({ req, actor }) => {
  const { id } = await createProject({
    actor,
    input: await readJson(req),
    schema: createProjectBodySchema,
  });
  const project = (await listProjects({ actor })).find((p) => p.id === id);
  return apiJson({ project }, { status: 201 });
});
