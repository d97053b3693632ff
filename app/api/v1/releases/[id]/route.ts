import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { getRelease } from "@/lib/releases/get-release";

/** One release → `{release}`, with its agreement summary and guideline versions. */
export const GET = withApi<{ id: string }>(async ({ actor, params }) => {
  const { release } = await getRelease({ actor, releaseId: idParam(params.id, "Release") });
  return apiJson({ release });
});
