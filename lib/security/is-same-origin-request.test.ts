import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./is-same-origin-request";

const appUrl = "http://localhost:3000";
const check = (method: string, headers: Record<string, string>, url: string | null = appUrl) =>
  isSameOriginRequest({ method, headers: new Headers(headers), appUrl: url ?? undefined });

describe("isSameOriginRequest", () => {
  const cases: [string, string, Record<string, string>, boolean][] = [
    [
      "GET from anywhere",
      "GET",
      { origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      true,
    ],
    ["HEAD", "HEAD", { origin: "http://evil.example" }, true],
    [
      "POST from the app's own origin (NEXTAUTH_URL)",
      "POST",
      { origin: "http://localhost:3000", host: "localhost:3000", "sec-fetch-site": "same-origin" },
      true,
    ],
    [
      "POST from the request's own host (no NEXTAUTH_URL match)",
      "POST",
      { origin: "http://127.0.0.1:3300", host: "127.0.0.1:3300" },
      true,
    ],
    [
      "POST from another port of the same host (same site)",
      "POST",
      { origin: "http://127.0.0.1:4000", host: "127.0.0.1:3300", "sec-fetch-site": "same-site" },
      false,
    ],
    [
      "POST from another port of the app's host name",
      "POST",
      { origin: "http://localhost:4000", host: "localhost:3000" },
      false,
    ],
    [
      "POST from another site",
      "POST",
      { origin: "https://evil.example", host: "localhost:3000", "sec-fetch-site": "cross-site" },
      false,
    ],
    [
      "POST with Origin: null (sandboxed frame)",
      "POST",
      { origin: "null", host: "localhost:3000" },
      false,
    ],
    [
      "POST from the app's host over another scheme",
      "POST",
      { origin: "https://localhost:3000", host: "localhost:4000" },
      false,
    ],
    ["PUT cross-site", "PUT", { origin: "https://evil.example", host: "localhost:3000" }, false],
    [
      "PATCH cross-site",
      "PATCH",
      { origin: "https://evil.example", host: "localhost:3000" },
      false,
    ],
    [
      "DELETE cross-site",
      "delete",
      { origin: "https://evil.example", host: "localhost:3000" },
      false,
    ],
    [
      "no Origin, Sec-Fetch-Site cross-site",
      "POST",
      { "sec-fetch-site": "cross-site", host: "localhost:3000" },
      false,
    ],
    [
      "no Origin, Sec-Fetch-Site same-site",
      "POST",
      { "sec-fetch-site": "same-site", host: "localhost:3000" },
      false,
    ],
    [
      "no Origin, Sec-Fetch-Site same-origin",
      "POST",
      { "sec-fetch-site": "same-origin", host: "localhost:3000" },
      true,
    ],
    [
      "no Origin, Sec-Fetch-Site none (typed by the user)",
      "POST",
      { "sec-fetch-site": "none" },
      true,
    ],
    [
      "non-browser client (curl with a cookie)",
      "POST",
      { cookie: "next-auth.session-token=x", host: "localhost:3000" },
      true,
    ],
    [
      "Bearer client, even with a foreign Origin",
      "POST",
      { authorization: "Bearer acc_123", origin: "https://evil.example" },
      true,
    ],
    [
      "a non-Bearer Authorization does not exempt",
      "POST",
      { authorization: "Basic eDp5", origin: "https://evil.example", host: "localhost:3000" },
      false,
    ],
    ["Origin that is not a URL", "POST", { origin: "garbage", host: "localhost:3000" }, false],
  ];
  for (const [name, method, headers, allowed] of cases) {
    it(`${name} → ${allowed ? "allowed" : "refused"}`, () =>
      expect(check(method, headers)).toBe(allowed));
  }

  it("without NEXTAUTH_URL, only the request's own host counts", () => {
    expect(check("POST", { origin: "http://localhost:3000", host: "localhost:3000" }, null)).toBe(
      true,
    );
    expect(check("POST", { origin: "http://localhost:3000", host: "accord.example" }, null)).toBe(
      false,
    );
  });

  it("the host comparison ignores case", () => {
    expect(check("POST", { origin: "http://accord.example", host: "Accord.Example" }, null)).toBe(
      true,
    );
  });
});
