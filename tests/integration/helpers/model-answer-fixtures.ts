import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { NextRequest } from "next/server";
import { createApiToken } from "@/lib/auth/api-tokens";
import { makeProject, makeUser } from "../../factories";
import { realDataPath } from "../../real-data-path";

// The SimpleDevQA eval sample, a model_answer project graded by two people, and calls as a member.

export type Json = Record<string, unknown>;
type Route = (req: NextRequest, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

export const sampleBytes = readFileSync(realDataPath("simpledevqa", "eval_gpt-4o.sample.csv"));
export const rows = parse<Record<string, string>>(sampleBytes, { columns: true });

export async function client(userId: number) {
  const { token } = await createApiToken({ userId, name: "test" });
  return async (
    route: Route,
    id: number,
    init: {
      method?: string;
      body?: string | Uint8Array | Json;
      query?: string;
      type?: string;
    } = {},
  ) => {
    const body =
      init.body === undefined
        ? undefined
        : typeof init.body === "string" || init.body instanceof Uint8Array
          ? init.body
          : JSON.stringify(init.body);
    const req = new NextRequest(`http://localhost/api/v1/x/${id}${init.query ?? ""}`, {
      method: init.method ?? "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": init.type ?? "application/json",
      },
      body: body as BodyInit | undefined,
    });
    const res = await route(req, { params: Promise.resolve({ id: String(id) }) });
    const text = await res.text();
    let json: Json | null = null;
    try {
      json = text ? (JSON.parse(text) as Json) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, text };
  };
}

/** A model_answer project with two annotators (Ana, Ben) and an adjudicator (Cy). */
export async function gradingProject() {
  const [ana, ben, cy] = [
    await makeUser("annotator"),
    await makeUser("annotator"),
    await makeUser("annotator"),
  ];
  const { id: projectId, lead } = await makeProject({
    kind: "model_answer",
    members: [
      [ana, "annotator"],
      [ben, "annotator"],
      [cy, "adjudicator"],
    ],
  });
  return { ana, ben, cy, projectId, lead };
}

export const csvQuery = "?format=csv&preset=simpledevqa-eval&file_name=gpt-4o_results_eval_new.csv";
