import { NextResponse } from "next/server";
import { idParam, readJson, withApi } from "@/lib/api/with-api";
import { getProject } from "@/lib/projects/get-project";
import { updateProject } from "@/lib/projects/update-project";

export const GET = withApi<{ id: string }>(async ({ actor, params }) =>
  NextResponse.json({ project: await getProject({ actor, projectId: idParam(params.id, "Project") }) }),
);

export const PATCH = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  await updateProject({ actor, projectId, input: await readJson(req) });
  return NextResponse.json({ project: await getProject({ actor, projectId }) });
});
