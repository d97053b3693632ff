import { idParam, withApi } from "@/lib/api/with-api";
import { openReleaseBundle } from "@/lib/releases/bundle/open-release-bundle";

/** The release as a Hugging Face dataset repository in a .tar.gz (SPEC §5), for its project's leads. */
export const GET = withApi<{ id: string }>(async ({ actor, params }) => {
  const bundle = await openReleaseBundle({ actor, releaseId: idParam(params.id, "Release") });
  return new Response(bundle.stream, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${bundle.filename}"`,
      "Cache-Control": "no-store",
    },
  });
});
