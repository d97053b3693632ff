import { describe, expect, it } from "vitest";
import { isAppError } from "@/lib/errors";
import { parseAgreementQuery, type AgreementQuery } from "./agreement-filters";

const fields = (q: AgreementQuery) => {
  try {
    parseAgreementQuery(q);
  } catch (e) {
    if (isAppError(e) && e.code === "bad_request")
      return Object.keys((e.details as { fields: object }).fields);
  }
  return null;
};

describe("parseAgreementQuery", () => {
  it("treats blanks as unset", () => {
    expect(
      parseAgreementQuery({
        language: "",
        model: null,
        annotators: [],
        from: " ",
        guideline_version: "",
      }),
    ).toEqual({
      language: null,
      model: null,
      guidelineVersion: null,
      raters: {},
    });
  });

  it("reads a date as its whole UTC day and a date-time as an instant", () => {
    const q = parseAgreementQuery({
      language: "zh",
      annotators: ["Ana@X.org", "ben@x.org"],
      from: "2026-01-02",
      to: "2026-01-03",
      guideline_version: "3",
    });
    expect(q).toEqual({
      language: "zh",
      model: null,
      guidelineVersion: 3,
      raters: {
        annotators: ["ana@x.org", "ben@x.org"],
        from: new Date("2026-01-02T00:00:00Z"),
        before: new Date("2026-01-04T00:00:00Z"),
      },
    });
    expect(parseAgreementQuery({ to: "2026-01-03T10:00:00Z" }).raters.before).toEqual(
      new Date("2026-01-03T10:00:00.001Z"),
    );
  });

  it.each<[AgreementQuery, string[]]>([
    [{ annotators: ["ana@x.org"] }, ["annotators"]],
    [{ annotators: ["ana@x.org", "ana@x.org"] }, ["annotators"]],
    [{ annotators: ["ana", "ben@x.org"] }, ["annotators.0"]],
    [{ from: "yesterday" }, ["from"]],
    [{ to: "2026-13-45" }, ["to"]],
    [{ from: "2026-02-01", to: "2026-01-01" }, ["to"]],
    [{ guideline_version: "0" }, ["guideline_version"]],
    [{ guideline_version: "2.5" }, ["guideline_version"]],
  ])("refuses %j", (q, keys) => {
    expect(fields(q)).toEqual(keys);
  });
});
