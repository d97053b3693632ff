import { describe, expect, it } from "vitest";
import { citationUnion, citersOf, mergeCitations } from "./citation-union";

describe("citationUnion", () => {
  it("marks who cited each page and counts one page once", () => {
    const rows = citationUnion(
      [
        { url: "https://go.dev/doc/", quote: "a" },
        { url: "https://pkg.go.dev/net/http", quote: null },
      ],
      [
        { url: "https://go.dev/doc#x", quote: "b" },
        { url: "https://example.org/", quote: null },
      ],
    );
    expect(rows).toEqual([
      { url: "https://go.dev/doc/", quoteA: "a", quoteB: "b", inA: true, inB: true },
      { url: "https://pkg.go.dev/net/http", quoteA: null, quoteB: null, inA: true, inB: false },
      { url: "https://example.org/", quoteA: null, quoteB: null, inA: false, inB: true },
    ]);
  });
});

describe("mergeCitations", () => {
  it("keeps every page once, in first-cited order, with the first quote given", () => {
    expect(
      mergeCitations([
        [
          { url: "https://go.dev/doc/", quote: null },
          { url: "https://pkg.go.dev/io", quote: "io" },
        ],
        [
          { url: "https://go.dev/doc#x", quote: "b" },
          { url: "not a url", quote: null },
        ],
        [
          { url: "https://pkg.go.dev/io/", quote: "again" },
          { url: "https://go.dev/doc", quote: "c" },
        ],
      ]),
    ).toEqual([
      { url: "https://go.dev/doc/", quote: "b" },
      { url: "https://pkg.go.dev/io", quote: "io" },
      { url: "not a url", quote: null },
    ]);
  });
});

describe("citersOf", () => {
  it("names, in the annotations' order, everyone who cited the page (any URL form)", () => {
    const people = [
      { who: "ana", citations: [{ url: "https://go.dev/doc/", quote: null }] },
      { who: "ben", citations: [{ url: "https://example.org/", quote: null }] },
      {
        who: "cy",
        citations: [
          { url: "https://go.dev/doc#intro", quote: null },
          { url: "https://go.dev/doc", quote: null },
        ],
      },
    ];
    expect(citersOf("https://go.dev/doc", people)).toEqual(["ana", "cy"]);
    expect(citersOf("https://nowhere.example/", people)).toEqual([]);
  });
});
