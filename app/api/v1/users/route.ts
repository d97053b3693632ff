import { apiJson, readJson, withApi } from "@/lib/api/with-api";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/list-users";

export const GET = withApi(async ({ actor }) => apiJson({ users: await listUsers({ actor }) }));

export const POST = withApi(async ({ req, actor }) => {
  const user = await createUser({ actor, input: await readJson(req) });
  return apiJson({ user }, { status: 201 });
});
