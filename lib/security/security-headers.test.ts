import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

const directives = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe("securityHeaders", () => {
  it("sets nosniff, the referrer policy and frame denial", () => {
    const h = securityHeaders({ nonce: "abc" });
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["X-Frame-Options"]).toBe("DENY");
  });

  it("allows scripts only from self with the request's nonce: no inline handlers, no eval", () => {
    const d = directives(contentSecurityPolicy({ nonce: "n0nce" }));
    expect(d.get("script-src")).toEqual(["'self'", "'nonce-n0nce'", "'strict-dynamic'"]);
    expect(d.get("script-src")).not.toContain("'unsafe-inline'");
    expect(d.get("script-src-attr")).toBeUndefined();
  });

  it("allows eval only in development", () => {
    expect(
      directives(contentSecurityPolicy({ nonce: "n", isDev: true })).get("script-src"),
    ).toContain("'unsafe-eval'");
  });

  it("forbids framing, plugins and images from other sites", () => {
    const d = directives(contentSecurityPolicy({ nonce: "n" }));
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("img-src")).toEqual(["'self'", "data:"]);
    expect(d.get("default-src")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
  });

  it("a new nonce gives a new policy", () => {
    expect(contentSecurityPolicy({ nonce: "a" })).not.toBe(contentSecurityPolicy({ nonce: "b" }));
  });
});
