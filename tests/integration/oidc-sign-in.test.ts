import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { pgPool } from "@/lib/db/pg-pool";
import { isAppError } from "@/lib/errors";
import { authenticateUser } from "@/lib/users/authenticate-user";
import { signInWithOidc } from "@/lib/users/sign-in-with-oidc";
import { updateUser } from "@/lib/users/update-user";
import { makeUser, TEST_PASSWORD } from "../factories";

const allowedDomains = ["uni.example"];
const unique = () => randomUUID().slice(0, 8);
const verified = (email: string, name?: string) => ({ email, email_verified: true, name });
const signIn = (profile: unknown, clientAddress: string | null = null) =>
  signInWithOidc({ profile, allowedDomains, clientAddress });

describe("institutional sign-in (SPEC §6, decision 078)", () => {
  it("creates an unknown e-mail of an allowed domain as an annotator, once, audited", async () => {
    const email = `new-${unique()}@uni.example`;
    const first = await signIn(verified(email.toUpperCase(), "Nia New"));
    expect(first).toEqual({
      user: { id: expect.any(Number), email, name: "Nia New", role: "annotator" },
    });
    const again = await signIn(verified(email, "Another Name"));
    expect(again).toEqual(first);
    expect(await db.user.count({ where: { email } })).toBe(1);
    const id = "user" in first ? first.user.id : 0;
    const { rows } = await pgPool().query(
      `SELECT actor_id, action, after FROM audit_events WHERE entity_type = 'user' AND entity_id = $1`,
      [String(id)],
    );
    expect(rows).toEqual([
      {
        actor_id: id,
        action: "user.create",
        after: { email, name: "Nia New", role: "annotator", via: "oidc" },
      },
    ]);
    // Its password is nobody's: password sign-in does not open the account.
    const row = await db.user.findUniqueOrThrow({ where: { id }, select: { passwordHash: true } });
    expect(row.passwordHash).toMatch(/^\$2[aby]\$/);
  });

  it("matches an existing user case-insensitively, from any domain, and keeps their role", async () => {
    for (const role of ["admin", "lead", "annotator"] as const) {
      const user = await makeUser(role);
      const result = await signIn(verified(user.email.toUpperCase(), "Renamed At The Provider"));
      expect(result).toEqual({ user }); // test.example is not an allowed domain
    }
    // A row stored with capitals (before e-mails were lower-cased) is still the same person.
    const legacy = await makeUser("lead");
    const stored = legacy.email.replace(/^lead/, "Lead");
    await db.user.update({ where: { id: legacy.id }, data: { email: stored } });
    expect(await signIn(verified(legacy.email))).toEqual({ user: { ...legacy, email: stored } });
  });

  it("refuses an unverified e-mail, a refused domain and a deactivated user, creating no one", async () => {
    const email = `x-${unique()}@uni.example`;
    for (const profile of [
      { email, email_verified: false },
      { email, email_verified: "true" },
      { email },
    ])
      expect(await signIn(profile)).toEqual({ refused: "OidcEmailUnverified" });
    const stranger = `y-${unique()}@elsewhere.example`;
    expect(await signIn(verified(stranger))).toEqual({ refused: "OidcDomainRefused" });
    expect(await signIn(verified(`z-${unique()}@sub.uni.example`))).toEqual({
      refused: "OidcDomainRefused",
    });
    expect(await db.user.count({ where: { email: { in: [email, stranger] } } })).toBe(0);

    const admin = await makeUser("admin");
    const gone = await makeUser("lead");
    await updateUser({ actor: admin, userId: gone.id, input: { active: false } });
    expect(await signIn(verified(gone.email))).toEqual({ refused: "OidcDeactivated" });
  });

  it("throttles refusals per client address like failed passwords", async () => {
    const address = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join(".")}`;
    for (let i = 0; i < 5; i++)
      expect(await signIn(verified(`s${i}-${unique()}@elsewhere.example`), address)).toEqual({
        refused: "OidcDomainRefused",
      });
    const locked = await signIn(verified(`ok-${unique()}@uni.example`), address).catch(
      (e: unknown) => e,
    );
    expect(isAppError(locked) && locked.code).toBe("too_many_requests");
  });

  it("with password sign-in off, refuses the right password too (form and token route)", async () => {
    const user = await makeUser("admin");
    const attempt = (isPasswordSignInOn: boolean) =>
      authenticateUser({
        credentials: { email: user.email, password: TEST_PASSWORD },
        clientAddress: null,
        isPasswordSignInOn,
      });
    expect(await attempt(true)).toMatchObject({ id: user.id });
    const off = await attempt(false).catch((e: unknown) => e);
    expect(isAppError(off) && off.code).toBe("forbidden");
  });
});
