import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as tokenRoute } from "@/app/api/v1/auth/token/route";
import { db } from "@/lib/db";
import { makeUser, TEST_PASSWORD } from "../factories";
import { BrowserSession } from "./helpers/browser-session";

// A new client address per test, so tests do not share the per-address counter.
const newAddress = () => `2001:db8::${randomUUID().slice(0, 4)}`;

async function requestToken(email: string, password: string, address: string) {
  const res = await tokenRoute(
    new NextRequest("http://localhost/api/v1/auth/token", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ email, password }),
    }),
  );
  const body = (await res.json()) as {
    error?: { code: string; message: string; details?: { retry_after?: number } };
    token?: string;
  };
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body };
}

/** Retry-After, checked to agree with the body's details. */
function waitOf(res: Awaited<ReturnType<typeof requestToken>>): number {
  expect(res.body.error?.details?.retry_after).toBe(Number(res.retryAfter));
  return Number(res.retryAfter);
}

/** As if the lockout had run out (the clock cannot be moved for the database). */
const endLockouts = (email: string, address: string) =>
  db.authThrottle.updateMany({
    where: { key: { in: [`account:${email}`, `address:${address}`] } },
    data: { lockedUntil: new Date(Date.now() - 1000) },
  });

describe("POST /api/v1/auth/token throttling", () => {
  it("answers 429 with Retry-After after 5 failures, refuses the right password too, and resets on success", async () => {
    const user = await makeUser("annotator");
    const address = newAddress();
    for (let i = 0; i < 5; i++)
      expect((await requestToken(user.email, "wrong password 123", address)).status).toBe(401);
    const throttled = await requestToken(user.email, "wrong password 123", address);
    expect(throttled).toMatchObject({
      status: 429,
      body: { error: { code: "too_many_requests" } },
    });
    // 30 s from the 5th failure, less the time these requests took.
    expect(waitOf(throttled)).toBeGreaterThan(20);
    expect(waitOf(throttled)).toBeLessThanOrEqual(30);
    expect(throttled.body.error?.message).toMatch(
      new RegExp(`Try again in ${throttled.retryAfter} seconds`),
    );
    // The right password during the lockout is refused too, from any address.
    expect((await requestToken(user.email, TEST_PASSWORD, address)).status).toBe(429);
    expect((await requestToken(user.email.toUpperCase(), TEST_PASSWORD, newAddress())).status).toBe(
      429,
    );

    await endLockouts(user.email, address);
    // One more failure after the wait: the next wait is twice as long.
    expect((await requestToken(user.email, "wrong password 123", address)).status).toBe(401);
    const longer = await requestToken(user.email, TEST_PASSWORD, address);
    expect(longer.status).toBe(429);
    expect(waitOf(longer)).toBeGreaterThan(50);
    expect(waitOf(longer)).toBeLessThanOrEqual(60);

    await endLockouts(user.email, address);
    expect((await requestToken(user.email, TEST_PASSWORD, address)).status).toBe(201);
    // A success starts the count again.
    for (let i = 0; i < 4; i++)
      expect((await requestToken(user.email, "wrong password 123", address)).status).toBe(401);
    expect((await requestToken(user.email, TEST_PASSWORD, address)).status).toBe(201);
  });

  it("throttles a client address that tries many accounts, not other addresses", async () => {
    const address = newAddress();
    const user = await makeUser("annotator");
    for (let i = 0; i < 5; i++)
      expect(
        (await requestToken(`nobody-${randomUUID()}@test.example`, "wrong password 123", address))
          .status,
      ).toBe(401);
    expect((await requestToken(user.email, TEST_PASSWORD, address)).status).toBe(429);
    expect((await requestToken(user.email, TEST_PASSWORD, newAddress())).status).toBe(201);
  });

  it("forgets the failures of a key an hour after its last one", async () => {
    const stale = `account:stale-${randomUUID()}@test.example`;
    await db.authThrottle.create({
      data: {
        key: stale,
        failures: 9,
        lastFailureAt: new Date(Date.now() - 2 * 3600_000),
        lockedUntil: new Date(Date.now() - 3600_000),
      },
    });
    const user = await makeUser("annotator");
    expect((await requestToken(user.email, TEST_PASSWORD, newAddress())).status).toBe(201);
    expect(await db.authThrottle.findUnique({ where: { key: stale } })).toBeNull();
  });

  it("counts every one of many parallel wrong guesses (the counters live in the database)", async () => {
    const user = await makeUser("annotator");
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        requestToken(user.email, "wrong password 123", newAddress()),
      ),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });
});

describe("sign-in form throttling (next-auth credentials)", () => {
  it("refuses with the wait time after 5 failures, the right password too", async () => {
    const user = await makeUser("annotator");
    const address = newAddress();
    const browser = new BrowserSession(address);
    for (let i = 0; i < 5; i++)
      expect(await browser.signIn(user.email, "wrong password 123")).toBe("CredentialsSignin");
    expect(await browser.signIn(user.email, "wrong password 123")).toMatch(
      /^TooManyAttempts:(30|2\d)$/,
    );
    expect(await browser.signIn(user.email, TEST_PASSWORD)).toMatch(/^TooManyAttempts:(30|2\d)$/);
    expect(browser.cookies.has("next-auth.session-token")).toBe(false);
    await endLockouts(user.email, address);
    expect(await browser.signIn(user.email, TEST_PASSWORD)).toBeNull();
    expect(browser.cookies.has("next-auth.session-token")).toBe(true);
  });
});
