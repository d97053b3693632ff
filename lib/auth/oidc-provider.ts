import "server-only";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { OIDC_PROVIDER_ID } from "./oidc-provider-id";

type OidcSettings = { issuer: string; clientId: string; clientSecret: string; name: string };

/**
 * next-auth's generic OpenID Connect client for the institution's provider: authorization code
 * with PKCE, state and nonce; the profile is the verified ID token (e-mail and email_verified
 * must be in it). Who that profile becomes is decided in the signIn callback, not here.
 */
export function oidcProvider(s: OidcSettings): OAuthConfig<Record<string, unknown>> {
  const issuer = s.issuer.replace(/\/+$/, "");
  return {
    id: OIDC_PROVIDER_ID,
    name: s.name,
    type: "oauth",
    wellKnown: `${issuer}/.well-known/openid-configuration`,
    issuer,
    clientId: s.clientId,
    clientSecret: s.clientSecret,
    authorization: { params: { scope: "openid email profile" } },
    checks: ["pkce", "state", "nonce"],
    idToken: true,
    profile: (p) => ({
      id: String(p.sub),
      email: typeof p.email === "string" ? p.email : null,
      name: typeof p.name === "string" ? p.name : null,
      // Replaced by the Accord user in the signIn callback; the least role if anything slipped by.
      role: "annotator",
    }),
  };
}
