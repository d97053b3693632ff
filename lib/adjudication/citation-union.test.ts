import { describe, expect, it } from "vitest";
import { citationUnion } from "./citation-union";

describe("citationUnion", () => {
  it("marks who cited each page and counts one page once", () => {
    const rows = citationUnion(
      [{ url: "https://go.dev/doc/", quote: "a" }, { url: "https://pkg.go.dev/net/http", quote: null }],
      [{ url: "https://go.dev/doc#x", quote: "b" }, { url: "https://example.org/", quote: null }],
    );
    expect(rows).toEqual([
      { url: "https://go.dev/doc/", quoteA: "a", quoteB: "b", inA: true, inB: true },
      { url: "https://pkg.go.dev/net/http", quoteA: null, quoteB: null, inA: true, inB: false },
      { url: "https://example.org/", quoteA: null, quoteB: null, inA: false, inB: true },
    ]);
  });
});
