import { describe, expect, it } from "vitest";
import { agreementEtag, etagMatches } from "./agreement-etag";
import { parseAgreementQuery } from "./agreement-filters";

const tag = (query: Parameters<typeof parseAgreementQuery>[0], version = "v1", format = "json") =>
  agreementEtag({ version, format, query: parseAgreementQuery(query) });

describe("agreementEtag", () => {
  it("is weak and changes with the version, the format and every filter", () => {
    const base = tag({});
    expect(base).toMatch(/^W\/".+"$/);
    const others = [
      tag({}, "v2"),
      tag({}, "v1", "csv"),
      tag({ language: "en" }),
      tag({ model: "m/one" }),
      tag({ annotators: ["a@x.org", "b@x.org"] }),
      tag({ from: "2026-03-01" }),
      tag({ to: "2026-03-01" }),
      tag({ guideline_version: "2" }),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  it("ignores how the same filters were spelled", () => {
    expect(tag({ language: " en ", annotators: ["A@x.org", "b@x.org"] })).toBe(
      tag({ language: "en", annotators: ["a@x.org", "b@x.org"] }),
    );
    expect(tag({ language: "" })).toBe(tag({}));
  });
});

describe("etagMatches", () => {
  const etag = 'W/"abc.json"';
  it.each([
    [null, false],
    ['W/"abc.json"', true],
    ['"abc.json"', true],
    ['W/"old", W/"abc.json"', true],
    ["*", true],
    ['W/"abc.csv"', false],
    ["", false],
  ])("If-None-Match %j → %s", (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
