import { describe, expect, it } from "vitest";
import { mayAdjudicate } from "./adjudicator-rule";

describe("mayAdjudicate", () => {
  it.each([
    ["members", "annotator", "annotator", true],
    ["members", "annotator", "adjudicator", true],
    ["members", "lead", "lead", true],
    ["members", "annotator", null, false],
    ["members", "admin", null, true],
    ["leads", "annotator", "annotator", false],
    ["leads", "annotator", "adjudicator", true],
    ["leads", "lead", "lead", true],
    ["leads", "admin", null, true],
  ] as const)(
    "setting %s, global %s, project role %s → %s",
    (adjudicators, role, myRole, expected) => {
      expect(mayAdjudicate({ actor: { role }, myRole, settings: { adjudicators } })).toBe(expected);
    },
  );
});
