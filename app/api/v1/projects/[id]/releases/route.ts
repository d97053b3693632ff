import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { createRelease } from "@/lib/releases/create-release";
import { getRelease } from "@/lib/releases/get-release";
import { listReleases } from "@/lib/releases/list-releases";

/** The project's releases, newest first → `{releases:[…]}`. */
export const GET = withApi<{ id: string }>(async ({ actor, params }) => {
  const { releases } = await listReleases({ actor, projectId: idParam(params.id, "Project") });
  return apiJson({ releases });
});

/** `{version, title, notes?, license, citation?}` → 201 `{release}`; 409 on a version used before. */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const { id } = await createRelease({ actor, projectId, input: await readJson(req) });
  const { release } = await getRelease({ actor, releaseId: id });
  return apiJson({ release }, { status: 201 });
});
