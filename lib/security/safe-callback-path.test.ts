import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./safe-callback-path";

const app = "http://127.0.0.1:3000";

describe("safeCallbackPath", () => {
  const cases: [string, string | undefined, string][] = [
    ["a plain path", "/projects/3/annotate", "/projects/3/annotate"],
    ["a path with query and hash", "/projects/3?tab=items#top", "/projects/3?tab=items#top"],
    ["an absolute URL on the app's origin", "http://127.0.0.1:3000/admin/users", "/admin/users"],
    ["backslash host (/\\host/x)", "/\\evil.example/x", "/projects"],
    [
      "encoded backslash, decoded by the query parser",
      decodeURIComponent("/%5Cevil.example/x"),
      "/projects",
    ],
    ["protocol-relative", "//evil.example/x", "/projects"],
    ["protocol-relative with backslashes", "\\\\evil.example", "/projects"],
    ["another site", "https://evil.example/x", "/projects"],
    ["another port of the same host", "http://127.0.0.1:4000/x", "/projects"],
    ["another scheme of the same host", "https://127.0.0.1:3000/x", "/projects"],
    ["javascript:", "javascript:alert(1)", "/projects"],
    ["JavaScript: with spaces", "  JavaScript:alert(1)", "/projects"],
    ["data:", "data:text/html,<script>alert(1)</script>", "/projects"],
    ["tab inside the scheme-relative prefix", "/\t/evil.example", "/projects"],
    ["empty", "", "/projects"],
    ["missing", undefined, "/projects"],
    ["a relative path resolves on the app", "projects/2", "/projects/2"],
  ];
  for (const [name, input, expected] of cases) {
    it(`${name} → ${expected}`, () => expect(safeCallbackPath(input, app)).toBe(expected));
  }

  it("takes the fallback it is given", () =>
    expect(safeCallbackPath("//evil.example", app, "/")).toBe("/"));
  it("an unusable app URL gives the fallback", () =>
    expect(safeCallbackPath("/projects/1", "not a url")).toBe("/projects"));
});
