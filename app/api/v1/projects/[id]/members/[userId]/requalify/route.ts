import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { allowAnotherAttempt } from "@/lib/qualification/allow-another-attempt";

/** A lead allows a member whose attempt failed another one (decision 080). */
export const POST = withApi<{ id: string; userId: string }>(async ({ actor, params }) =>
  apiJson(
    await allowAnotherAttempt({
      actor,
      projectId: idParam(params.id, "Project"),
      userId: idParam(params.userId, "Member"),
    }),
  ),
);
