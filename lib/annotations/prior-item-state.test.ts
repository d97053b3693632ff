import { describe, expect, it } from "vitest";
import { priorItemState } from "./prior-item-state";

describe("priorItemState", () => {
  it("is pending and uncounted with no prior annotation", () => {
    expect(priorItemState(0, 2)).toEqual({ annotationCount: 0, status: "pending" });
  });
  it("is in annotation while the prior annotations are short of the overlap", () => {
    expect(priorItemState(1, 2)).toEqual({ annotationCount: 1, status: "in_annotation" });
    expect(priorItemState(2, 3)).toEqual({ annotationCount: 2, status: "in_annotation" });
  });
  it("stays pending, counted, when they fill it (the import compares it next)", () => {
    expect(priorItemState(1, 1)).toEqual({ annotationCount: 1, status: "pending" });
    expect(priorItemState(3, 2)).toEqual({ annotationCount: 3, status: "pending" });
  });
});
