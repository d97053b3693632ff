import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { getAssignment } from "@/lib/queue/get-assignment";
import { assignmentJson } from "@/lib/queue/queue-json";

export const GET = withApi<{ id: string }>(async ({ actor, params }) =>
  apiJson(
    assignmentJson(await getAssignment({ actor, assignmentId: idParam(params.id, "Assignment") })),
  ),
);
