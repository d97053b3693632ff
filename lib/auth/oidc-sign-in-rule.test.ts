import { describe, expect, it } from "vitest";
import { decideOidcSignIn, verifiedClaims } from "./oidc-sign-in-rule";

describe("verifiedClaims", () => {
  it.each([
    [
      { email: "Ana@Uni.Example", email_verified: true, name: " Ana " },
      { email: "ana@uni.example", email_verified: true, name: "Ana" },
    ],
    [
      { email: "ana@uni.example", email_verified: true, name: 7 },
      { email: "ana@uni.example", email_verified: true },
    ],
    [{ email: "ana@uni.example", email_verified: false }, null],
    [{ email: "ana@uni.example", email_verified: "true" }, null],
    [{ email: "ana@uni.example" }, null],
    [{ email: "not an e-mail", email_verified: true }, null],
    [null, null],
  ])("%j → %j", (profile, claims) => {
    expect(verifiedClaims(profile)).toEqual(claims);
  });
});

describe("decideOidcSignIn", () => {
  const claims = { email: "ana@uni.example", email_verified: true as const, name: "Ana" };
  const allowedDomains = ["uni.example"];

  it.each([
    ["unverified", null, null, { kind: "refused", reason: "OidcEmailUnverified" }],
    ["known", claims, { id: 4, isActive: true }, { kind: "existing", userId: 4 }],
    [
      "deactivated",
      claims,
      { id: 4, isActive: false },
      { kind: "refused", reason: "OidcDeactivated" },
    ],
    ["new, allowed", claims, null, { kind: "create", email: "ana@uni.example", name: "Ana" }],
    [
      "new, refused",
      { ...claims, email: "ana@other.example" },
      null,
      { kind: "refused", reason: "OidcDomainRefused" },
    ],
    [
      "new, subdomain",
      { ...claims, email: "ana@cs.uni.example" },
      null,
      { kind: "refused", reason: "OidcDomainRefused" },
    ],
    [
      "new, no name",
      { email: "bo@uni.example", email_verified: true as const },
      null,
      { kind: "create", email: "bo@uni.example", name: "bo@uni.example" },
    ],
  ] as const)("%s", (_, c, existing, decision) => {
    expect(decideOidcSignIn({ claims: c, existing, allowedDomains })).toEqual(decision);
  });

  it("lets a known user in from any domain, and creates no one when no domain is allowed", () => {
    const other = { ...claims, email: "lead@partner.example" };
    expect(
      decideOidcSignIn({ claims: other, existing: { id: 9, isActive: true }, allowedDomains }),
    ).toEqual({ kind: "existing", userId: 9 });
    expect(decideOidcSignIn({ claims, existing: null, allowedDomains: [] })).toMatchObject({
      kind: "refused",
    });
  });
});
