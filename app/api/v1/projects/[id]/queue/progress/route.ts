import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { getQueueProgress } from "@/lib/queue/get-queue-progress";
import { progressJson } from "@/lib/queue/queue-json";

export const GET = withApi<{ id: string }>(async ({ actor, params }) =>
  apiJson(
    progressJson(await getQueueProgress({ actor, projectId: idParam(params.id, "Project") })),
  ),
);
