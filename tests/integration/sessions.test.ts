import { describe, expect, it } from "vitest";
import { GET as listProjects } from "@/app/api/v1/projects/route";
import { createApiToken, userForApiToken } from "@/lib/auth/api-tokens";
import { endUserSessions } from "@/lib/auth/end-user-sessions";
import { getSignedInSession } from "@/lib/auth/get-signed-in-session";
import { db } from "@/lib/db";
import { makeUser, TEST_PASSWORD } from "../factories";
import { BrowserSession } from "./helpers/browser-session";

const noParams = { params: Promise.resolve({}) };
const apiStatus = async (browser: BrowserSession, cookie?: string) =>
  (await listProjects(browser.request("/api/v1/projects", cookie), noParams)).status;

describe("browser sessions", () => {
  it("signs in through next-auth and the session cookie authenticates API calls", async () => {
    const user = await makeUser("annotator");
    const browser = new BrowserSession();
    expect(await apiStatus(browser)).toBe(401);
    expect(await browser.signIn(user.email, "not the password")).toBe("CredentialsSignin");
    expect(await browser.signIn(user.email, TEST_PASSWORD)).toBeNull();
    expect(await apiStatus(browser)).toBe(200);
    expect(await browser.session()).toMatchObject({ user: { id: user.id, role: "annotator" } });
  });

  it("ends the session on the server at sign-out: a cookie copied before it gets 401", async () => {
    const user = await makeUser("annotator");
    const browser = new BrowserSession();
    expect(await browser.signIn(user.email, TEST_PASSWORD)).toBeNull();
    const copied = browser.cookieHeader();
    expect(await apiStatus(browser, copied)).toBe(200);
    await browser.signOut();
    expect(await apiStatus(browser)).toBe(401); // the jar itself lost the cookie
    expect(await apiStatus(browser, copied)).toBe(401); // and the copy is refused by the server
  });

  it("refuses sign-in, the session and tokens of a deactivated user", async () => {
    const user = await makeUser("annotator");
    const browser = new BrowserSession();
    expect(await browser.signIn(user.email, TEST_PASSWORD)).toBeNull();
    const { token } = await createApiToken({ userId: user.id, name: "script" });
    await db.user.update({ where: { id: user.id }, data: { isActive: false } });
    expect(await apiStatus(browser)).toBe(401);
    expect(await userForApiToken(token)).toBeNull();
    expect(await new BrowserSession().signIn(user.email, TEST_PASSWORD)).toBe("CredentialsSignin");
  });

  // What deactivation, a role change and a password change call (SPEC §7).
  it("endUserSessions ends every session and API token of the user at once, but the session kept", async () => {
    const user = await makeUser("lead");
    const other = await makeUser("lead");
    const [first, second, others] = [
      new BrowserSession(),
      new BrowserSession("198.51.100.2"),
      new BrowserSession(),
    ];
    expect(await first.signIn(user.email, TEST_PASSWORD)).toBeNull();
    expect(await second.signIn(user.email, TEST_PASSWORD)).toBeNull();
    expect(await others.signIn(other.email, TEST_PASSWORD)).toBeNull();
    const token = (await createApiToken({ userId: user.id, name: "script" })).token;
    const othersToken = (await createApiToken({ userId: other.id, name: "script" })).token;
    const kept = await getSignedInSession({ req: second.request("/projects") });
    expect(kept?.user).toMatchObject({ id: user.id, role: "lead" });

    await db.user.update({ where: { id: user.id }, data: { role: "annotator" } });
    expect(await endUserSessions({ userId: user.id, keepSessionId: kept!.sessionId })).toEqual({
      sessions: 1,
      tokens: 1,
    });
    expect(await apiStatus(first)).toBe(401);
    expect(await first.session()).toEqual({}); // next-auth's own endpoint agrees, and drops the cookie
    expect(first.cookies.has("next-auth.session-token")).toBe(false);
    expect(await userForApiToken(token)).toBeNull();
    expect(await getSignedInSession({ req: second.request("/projects") })).toMatchObject({
      sessionId: kept!.sessionId,
      user: { role: "annotator" },
    });
    expect(await apiStatus(others)).toBe(200);
    expect(await userForApiToken(othersToken)).toMatchObject({ id: other.id });

    expect(await endUserSessions({ userId: user.id })).toEqual({ sessions: 1, tokens: 0 });
    expect(await apiStatus(second)).toBe(401);
    // Signing in again starts a new session.
    expect(await first.signIn(user.email, TEST_PASSWORD)).toBeNull();
    expect(await apiStatus(first)).toBe(200);
  });

  it("refuses a session past its 12 hours, whatever the cookie says", async () => {
    const user = await makeUser("annotator");
    const browser = new BrowserSession();
    expect(await browser.signIn(user.email, TEST_PASSWORD)).toBeNull();
    await db.session.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await apiStatus(browser)).toBe(401);
    // The next sign-in clears the expired row away.
    expect(await browser.signIn(user.email, TEST_PASSWORD)).toBeNull();
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });
});
