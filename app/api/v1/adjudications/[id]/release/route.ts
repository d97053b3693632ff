import { NextResponse } from "next/server";
import { releaseAdjudication } from "@/lib/adjudication/release-adjudication";
import { idParam, withApi } from "@/lib/api/with-api";

/** Gives the item back to the adjudication queue. */
export const POST = withApi<{ id: string }>(async ({ actor, params }) => {
  const result = await releaseAdjudication({ actor, adjudicationId: idParam(params.id, "Adjudication") });
  return NextResponse.json({ adjudication_id: result.adjudicationId, status: result.status });
});
