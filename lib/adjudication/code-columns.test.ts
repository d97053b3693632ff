import { describe, expect, it } from "vitest";
import { codeColumns } from "./code-columns";

describe("codeColumns", () => {
  it("splits two code sets into only-A, both and only-B in taxonomy order", () => {
    expect(codeColumns(["SE-HA3", "MS-CC", "LG-GR3"], ["LG-GR3", "MS-IG", "MS-CC"])).toEqual({
      onlyA: ["SE-HA3"],
      both: ["MS-CC", "LG-GR3"],
      onlyB: ["MS-IG"],
    });
    expect(codeColumns([], [])).toEqual({ onlyA: [], both: [], onlyB: [] });
  });
});
