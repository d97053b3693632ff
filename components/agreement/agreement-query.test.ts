import { describe, expect, it } from "vitest";
import {
  agreementQueryString,
  filtersFromParams,
  hasFilters,
  rawAnnotators,
} from "./agreement-query";

describe("agreement filters in the URL", () => {
  it("round-trips through the query string the API reads", () => {
    const f = filtersFromParams({
      language: "el",
      model: ["m/one", "m/two"],
      annotators: "a@x.org, b@x.org",
      from: "2026-03-01",
      to: undefined,
      guideline_version: "2",
    });
    expect(f).toEqual({
      language: "el",
      model: "m/one",
      annotators: ["a@x.org", "b@x.org"],
      from: "2026-03-01",
      to: "",
      guideline_version: "2",
    });
    const qs = agreementQueryString(f, { format: "csv" });
    expect(qs).toBe(
      "language=el&model=m%2Fone&annotators=a%40x.org%2Cb%40x.org&from=2026-03-01&guideline_version=2&format=csv",
    );
    expect(filtersFromParams(Object.fromEntries(new URLSearchParams(qs)))).toEqual(f);
  });
  it("drops empty filters and keeps a half pair for the server to refuse", () => {
    const none = filtersFromParams({ annotators: "only@x.org" });
    expect(none.annotators).toEqual([]);
    expect(hasFilters(none)).toBe(false);
    expect(rawAnnotators({ annotators: "only@x.org" })).toEqual(["only@x.org"]);
    expect(rawAnnotators({})).toBeNull();
  });
});
