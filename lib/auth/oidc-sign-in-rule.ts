import { z } from "zod";
import { emailSchema } from "./user-schemas";

/** Why an institutional sign-in is refused: the `error` the sign-in page shows a message for. */
export type OidcRefusal = "OidcEmailUnverified" | "OidcDomainRefused" | "OidcDeactivated";

export type OidcDecision =
  | { kind: "existing"; userId: number }
  | { kind: "create"; email: string; name: string }
  | { kind: "refused"; reason: OidcRefusal };

// What Accord reads of the provider's ID token; anything else in it is ignored.
const claimsSchema = z.object({
  email: emailSchema,
  email_verified: z.literal(true),
  name: z.string().trim().min(1).max(120).optional().catch(undefined),
});

export type OidcClaims = z.infer<typeof claimsSchema>;

/** Verified claims, or null: an e-mail the provider did not vouch for matches no one (decision 078). */
export function verifiedClaims(profile: unknown): OidcClaims | null {
  const parsed = claimsSchema.safeParse(profile);
  return parsed.success ? parsed.data : null;
}

const emailDomain = (email: string) => email.slice(email.lastIndexOf("@") + 1);

/**
 * SPEC §6: a known e-mail signs in as the user it is (role untouched) unless deactivated; an
 * unknown one becomes an annotator only in an allowed domain.
 */
export function decideOidcSignIn(opts: {
  claims: OidcClaims | null;
  existing: { id: number; isActive: boolean } | null;
  allowedDomains: readonly string[];
}): OidcDecision {
  const { claims, existing } = opts;
  if (!claims) return { kind: "refused", reason: "OidcEmailUnverified" };
  if (existing)
    return existing.isActive
      ? { kind: "existing", userId: existing.id }
      : { kind: "refused", reason: "OidcDeactivated" };
  if (!opts.allowedDomains.includes(emailDomain(claims.email)))
    return { kind: "refused", reason: "OidcDomainRefused" };
  return { kind: "create", email: claims.email, name: claims.name ?? claims.email };
}
