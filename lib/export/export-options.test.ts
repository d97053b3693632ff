import { describe, expect, it } from "vitest";
import { exportOptionsSchema, exportStatusOf, itemStatusesFor } from "./export-options";

describe("export options", () => {
  it.each([
    [{}, { status: ["gold"], identities: "pseudonyms" }],
    [
      { status: "unresolved,gold", identities: "pseudonyms" },
      { status: ["gold", "unresolved"], identities: "pseudonyms" },
    ],
    [
      { status: " rejected , gold,gold", identities: "emails" },
      { status: ["gold", "rejected"], identities: "emails" },
    ],
  ])("%j → %j", (input, expected) => {
    expect(exportOptionsSchema.parse(input)).toEqual(expected);
  });

  it.each([{ status: "done" }, { status: "," }, { identities: "yes" }, { identities: "" }])(
    "refuses %j",
    (input) => {
      expect(exportOptionsSchema.safeParse(input).success).toBe(false);
    },
  );

  it("maps item statuses to export statuses and back", () => {
    expect(["agreed", "gold", "rejected", "disagreement", "pending"].map(exportStatusOf)).toEqual([
      "gold",
      "gold",
      "rejected",
      "unresolved",
      "unresolved",
    ]);
    expect(itemStatusesFor(["gold", "rejected"])).toEqual(["gold", "agreed", "rejected"]);
  });
});
