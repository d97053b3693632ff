import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { qualifyMember } from "@/lib/qualification/qualify-member";

/** A lead qualifies a member by hand (decision 080). */
export const POST = withApi<{ id: string; userId: string }>(async ({ actor, params }) =>
  apiJson(
    await qualifyMember({
      actor,
      projectId: idParam(params.id, "Project"),
      userId: idParam(params.userId, "Member"),
    }),
  ),
);
