import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { makeUser, TEST_PASSWORD } from "../factories";
import { BrowserSession } from "./helpers/browser-session";

const run = promisify(execFile);

describe("the session user is read once per request", () => {
  it("layout, page and component share one session lookup; the next request reads it again", async () => {
    const user = await makeUser("annotator");
    const browser = new BrowserSession();
    expect(await browser.signIn(user.email, TEST_PASSWORD)).toBeNull();
    const { stdout } = await run(
      "node_modules/.bin/tsx",
      ["--conditions=react-server", "tests/integration/helpers/render-session-lookups.ts"],
      {
        env: { ...process.env, SESSION_COOKIE: browser.cookieHeader() },
      },
    );
    const report = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
      firstRequest: { lookups: number; seen: string[] };
      twoRequests: number;
    };
    expect(report.firstRequest).toEqual({ lookups: 1, seen: [user.email, user.email, user.email] });
    expect(report.twoRequests).toBe(2);
  });
});
