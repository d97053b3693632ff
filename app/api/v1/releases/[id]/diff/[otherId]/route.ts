import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { diffReleases } from "@/lib/releases/diff-releases";

/** From release `id` to release `otherId` of the same project → `{from, to, added, removed, changed}`; 422 across projects. */
export const GET = withApi<{ id: string; otherId: string }>(async ({ actor, params }) => {
  const { diff } = await diffReleases({
    actor,
    releaseId: idParam(params.id, "Release"),
    otherId: idParam(params.otherId, "Release"),
  });
  return apiJson(diff);
});
