import { NextResponse } from "next/server";
import { adjudicationJson } from "@/lib/adjudication/adjudication-json";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";

/** 200 with the claimed (or already running) adjudication, 204 when no disagreement is left for the caller. */
export const POST = withApi<{ id: string }>(async ({ actor, params }) => {
  const view = await claimNextAdjudication({ actor, projectId: idParam(params.id, "Project") });
  return view ? apiJson(adjudicationJson(view)) : new NextResponse(null, { status: 204 });
});
