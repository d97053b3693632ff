import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { startAttempt } from "@/lib/qualification/start-attempt";

/** Starts the caller's attempt at the qualification round (decision 080) → 201. */
export const POST = withApi<{ id: string }>(async ({ actor, params }) =>
  apiJson(await startAttempt({ actor, projectId: idParam(params.id, "Project") }), { status: 201 }),
);
