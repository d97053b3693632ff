import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { updateUser } from "@/lib/users/update-user";

/** Admins: {role?, name?, password?, active?}; `active: false` deactivates the account. */
export const PATCH = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const user = await updateUser({
    actor,
    userId: idParam(params.id, "User"),
    input: await readJson(req),
  });
  return apiJson({ user });
});
