import "server-only";
import { randomBytes } from "node:crypto";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import {
  decideOidcSignIn,
  verifiedClaims,
  type OidcClaims,
  type OidcRefusal,
} from "@/lib/auth/oidc-sign-in-rule";
import { hashPassword } from "@/lib/auth/password";
import type { SessionUser } from "@/lib/auth/session-user";
import { throttleSignIn } from "@/lib/auth/throttle-sign-in";
import { db } from "@/lib/db";
import { withPgTransaction } from "@/lib/db/pg-pool";

export type OidcSignIn = { user: SessionUser } | { refused: OidcRefusal };

const sessionUserSelect = { id: true, email: true, name: true, role: true } as const;

/**
 * The Accord user for a provider's ID-token claims (rules: lib/auth/oidc-sign-in-rule.ts), made
 * as an annotator when new and allowed. Throttled like the password form (SPEC §6): a refusal
 * counts as a failure, so throws AppError `too_many_requests` while the account or address is locked.
 */
export async function signInWithOidc(opts: {
  profile: unknown;
  allowedDomains: readonly string[];
  clientAddress: string | null;
}): Promise<OidcSignIn> {
  const claims = verifiedClaims(opts.profile);
  let refused: OidcRefusal = "OidcEmailUnverified";
  const keys = [
    ...(claims ? [`account:${claims.email}`] : []),
    ...(opts.clientAddress ? [`address:${opts.clientAddress}`] : []),
  ];
  const user = await throttleSignIn({
    keys,
    attempt: async () => {
      const existing = claims
        ? await db.user.findFirst({
            // Case-insensitive, although Accord stores e-mails lower-cased (emailSchema).
            where: { email: { equals: claims.email, mode: "insensitive" } },
            select: { ...sessionUserSelect, isActive: true },
            orderBy: { id: "asc" },
          })
        : null;
      const decision = decideOidcSignIn({ claims, existing, allowedDomains: opts.allowedDomains });
      if (decision.kind === "refused") {
        refused = decision.reason;
        return null;
      }
      const user = decision.kind === "create" ? await createOidcUser(decision) : existing;
      if (!user) refused = "OidcDeactivated"; // deactivated between a first sign-in and a second
      return user && { id: user.id, email: user.email, name: user.name, role: user.role };
    },
  });
  return user ? { user } : { refused };
}

/** A new annotator with an unusable password (an admin may set one); audited as its own act. */
async function createOidcUser(claims: Pick<OidcClaims, "email"> & { name: string }) {
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  return withPgTransaction(async (sql) => {
    // Two first sign-ins at once: the second finds the row the first made.
    const [created] = await sql<SessionUser>(
      `INSERT INTO users (email, name, role, password_hash) VALUES ($1, $2, 'annotator', $3) ON CONFLICT (email) DO NOTHING RETURNING id, email, name, role::text AS role`,
      claims.email,
      claims.name,
      passwordHash,
    );
    if (!created) {
      const [again] = await sql<SessionUser & { isActive: boolean }>(
        `SELECT id, email, name, role::text AS role, is_active AS "isActive" FROM users WHERE email = $1`,
        claims.email,
      );
      return again?.isActive
        ? { id: again.id, email: again.email, name: again.name, role: again.role }
        : null;
    }
    await writeAuditEvent(sql, {
      actorId: created.id,
      projectId: null,
      action: "user.create",
      entityType: "user",
      entityId: created.id,
      before: null,
      after: { email: created.email, name: created.name, role: created.role, via: "oidc" },
    });
    return created;
  });
}
