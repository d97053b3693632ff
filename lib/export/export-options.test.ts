import { describe, expect, it } from "vitest";
import { exportOptionsSchema, exportStatusOf, itemStatusesFor } from "./export-options";

describe("export options", () => {
  it.each([
    [{}, { status: ["gold"], pseudonymize: false }],
    [{ status: "unresolved,gold", pseudonymize: "true" }, { status: ["gold", "unresolved"], pseudonymize: true }],
    [{ status: " rejected , gold,gold", pseudonymize: "0" }, { status: ["gold", "rejected"], pseudonymize: false }],
  ])("%j → %j", (input, expected) => {
    expect(exportOptionsSchema.parse(input)).toEqual(expected);
  });

  it.each([{ status: "done" }, { status: "," }, { pseudonymize: "yes" }])("refuses %j", (input) => {
    expect(exportOptionsSchema.safeParse(input).success).toBe(false);
  });

  it("maps item statuses to export statuses and back", () => {
    expect(["agreed", "gold", "rejected", "disagreement", "pending"].map(exportStatusOf)).toEqual(["gold", "gold", "rejected", "unresolved", "unresolved"]);
    expect(itemStatusesFor(["gold", "rejected"])).toEqual(["gold", "agreed", "rejected"]);
  });
});
