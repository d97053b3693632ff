import { NextResponse } from "next/server";
import { readJson, withApi } from "@/lib/api/with-api";
import { createProject } from "@/lib/projects/create-project";
import { listProjects } from "@/lib/projects/list-projects";

export const GET = withApi(async ({ actor }) => NextResponse.json({ projects: await listProjects({ actor }) }));

export const POST = withApi(async ({ req, actor }) => {
  const { id } = await createProject({ actor, input: await readJson(req) });
  const project = (await listProjects({ actor })).find((p) => p.id === id);
  return NextResponse.json({ project }, { status: 201 });
});
