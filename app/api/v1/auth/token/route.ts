import type { NextRequest } from "next/server";
import { z } from "zod";
import { bodyLimits } from "@/lib/api/body-limits";
import { apiJson, assertSafeQuery, errorResponse, readJson } from "@/lib/api/with-api";
import { createApiToken } from "@/lib/auth/api-tokens";
import { clientAddress } from "@/lib/auth/client-address";
import { AppError, fieldErrors } from "@/lib/errors";
import { authenticateUser } from "@/lib/users/authenticate-user";

const bodySchema = z.strictObject({
  email: z.string().min(1, "is required"),
  password: z.string().min(1, "is required"),
  name: z.string().trim().min(1).max(80).optional(),
  ttl_days: z.number().int().min(1).max(365).optional(),
});

/** Exchanges credentials for a Bearer token (for scripts); the only API route without auth. */
export async function POST(req: NextRequest) {
  try {
    assertSafeQuery(req.nextUrl.searchParams); // what withApi does for every other route
    const parsed = bodySchema.safeParse(await readJson(req, { maxBytes: bodyLimits.token }));
    if (!parsed.success)
      throw new AppError("validation_failed", "Send {email, password}.", {
        fields: fieldErrors(parsed.error.issues),
      });
    const credentials = { email: parsed.data.email, password: parsed.data.password };
    const user = await authenticateUser({
      credentials,
      clientAddress: clientAddress(req.headers.get("x-forwarded-for")),
    });
    if (!user) throw new AppError("unauthorized", "Wrong e-mail or password.");
    const { id, token } = await createApiToken({
      userId: user.id,
      name: parsed.data.name ?? "api",
      ttlDays: parsed.data.ttl_days,
    });
    return apiJson({ token, token_id: id }, { status: 201 });
  } catch (e) {
    return errorResponse(e);
  }
}
