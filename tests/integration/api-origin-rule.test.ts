import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as createUser } from "@/app/api/v1/users/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { makeUser, TEST_PASSWORD } from "../factories";
import { BrowserSession } from "./helpers/browser-session";

// The API does not pass through proxy.ts (Next would buffer and cut its bodies), so withApi itself
// must refuse a cookie-authenticated change from another origin (SPEC §7 "Forged requests").
const noParams = { params: Promise.resolve({}) };
const newUserBody = (email: string) =>
  JSON.stringify({ email, name: "Forged", role: "admin", password: "a forged admin passphrase" });

function post(opts: { headers: Record<string, string>; email: string }) {
  return createUser(
    new NextRequest("http://localhost/api/v1/users", {
      method: "POST",
      headers: { "content-type": "application/json", ...opts.headers },
      body: newUserBody(opts.email),
    }),
    noParams,
  );
}

describe("the origin rule on API routes", () => {
  it("refuses a session-cookie POST from another origin (403, nothing written) and keeps our own origin and Bearer clients working", async () => {
    const admin = await makeUser("admin");
    const browser = new BrowserSession();
    expect(await browser.signIn(admin.email, TEST_PASSWORD)).toBeNull();
    const cookie = browser.cookieHeader();

    const forged = await post({
      headers: { cookie, origin: "http://localhost:4444", "sec-fetch-site": "same-site" },
      email: "forged-origin@test.example",
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: { code: "forbidden" } });
    const noOrigin = await post({
      headers: { cookie, "sec-fetch-site": "cross-site" },
      email: "forged-site@test.example",
    });
    expect(noOrigin.status).toBe(403);
    expect(
      await db.user.count({
        where: { email: { in: ["forged-origin@test.example", "forged-site@test.example"] } },
      }),
    ).toBe(0);

    const own = await post({
      headers: {
        cookie,
        host: "localhost",
        origin: "http://localhost",
        "sec-fetch-site": "same-origin",
      },
      email: "own-origin@test.example",
    });
    expect(own.status).toBe(201);
    const { token } = await createApiToken({ userId: admin.id, name: "script" });
    const bearer = await post({
      headers: { authorization: `Bearer ${token}`, origin: "http://elsewhere.example" },
      email: "bearer-client@test.example",
    });
    expect(bearer.status).toBe(201);
  });
});
