import { describe, expect, it } from "vitest";
import type { GlobalRole, ProjectRole } from "@/lib/auth/permissions";
import { visibleItemCounts } from "./visible-item-counts";

const stored = {
  pending: 3,
  in_annotation: 2,
  agreed: 4,
  disagreement: 1,
  in_adjudication: 1,
  gold: 5,
  rejected: 2,
};

describe("visibleItemCounts", () => {
  it.each([
    ["lead", "lead", false],
    ["admin", null, false],
    ["admin", "annotator", false],
    ["annotator", "annotator", true],
    ["lead", "annotator", true],
    ["annotator", "adjudicator", true],
  ] as [GlobalRole, ProjectRole | null, boolean][])(
    "a %s with project role %s: outcomes hidden = %s",
    (role, myRole, hidden) => {
      expect(
        visibleItemCounts({ actor: { role }, myRole, statusCounts: stored }).outcomesHidden,
      ).toBe(hidden);
    },
  );

  it("shows leads every status as stored", () => {
    expect(
      visibleItemCounts({ actor: { role: "lead" }, myRole: "lead", statusCounts: stored }),
    ).toEqual({ itemCount: 18, statusCounts: stored, outcomesHidden: false });
  });

  it("shows everyone else only open items and items with all annotations in, whatever their outcome", () => {
    expect(
      visibleItemCounts({
        actor: { role: "annotator" },
        myRole: "annotator",
        statusCounts: stored,
      }),
    ).toEqual({
      itemCount: 18,
      statusCounts: { pending: 3, in_annotation: 2, annotated: 13 },
      outcomesHidden: true,
    });
  });

  it("gives the same counts for an agreed item as for one in disagreement or adjudication", () => {
    const seen = (status: string) =>
      visibleItemCounts({
        actor: { role: "annotator" },
        myRole: "annotator",
        statusCounts: { pending: 1, [status]: 1 },
      });
    for (const status of ["disagreement", "in_adjudication", "gold", "rejected"])
      expect(seen(status)).toEqual(seen("agreed"));
  });

  it("counts nothing for a project without items", () => {
    expect(
      visibleItemCounts({ actor: { role: "annotator" }, myRole: "annotator", statusCounts: {} }),
    ).toEqual({ itemCount: 0, statusCounts: {}, outcomesHidden: true });
  });
});
