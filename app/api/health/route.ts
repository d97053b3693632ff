import { NextResponse } from "next/server";
import { databaseKind } from "@/lib/db/database-kind";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    return NextResponse.json({ ok: true, database: await databaseKind() });
  } catch {
    return NextResponse.json(
      { ok: false, error: { code: "internal", message: "The database is not reachable." } },
      { status: 503 },
    );
  }
}
