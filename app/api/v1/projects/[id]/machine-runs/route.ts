import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";

/** Body `{name, model, version?, prompt_strategy?, prompt_language?, temperature?, seed?, run?}` → 201 `{id}`; 409 on a taken name. */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) =>
  apiJson(
    await createMachineRun({
      actor,
      projectId: idParam(params.id, "Project"),
      input: await readJson(req),
    }),
    { status: 201 },
  ),
);
