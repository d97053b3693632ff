import { NextResponse } from "next/server";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { claimJson } from "@/lib/queue/queue-json";

/** 200 with the claimed (or already running) assignment, 204 when nothing is left for the caller. */
export const POST = withApi<{ id: string }>(async ({ actor, params }) => {
  const claim = await claimNextItem({ actor, projectId: idParam(params.id, "Project") });
  return claim ? apiJson(claimJson(claim)) : new NextResponse(null, { status: 204 });
});
