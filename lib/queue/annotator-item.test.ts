import { describe, expect, it } from "vitest";
import { toAnnotatorItem, type AnnotatorItemRow } from "./annotator-item";
import { opaqueItemLabel } from "./opaque-item-label";

const row = (isExternalIdHidden: boolean): AnnotatorItemRow => ({
  id: 16,
  projectId: 2,
  kind: "model_answer",
  externalId: "gpt-4o:665",
  language: "en",
  isExternalIdHidden,
  fields: {
    kind: "model_answer",
    question: "Q",
    referenceAnswer: "R",
    predictedAnswer: "P",
    model: null,
    run: null,
    qaExternalId: null,
    gradeLabels: null,
  },
});

describe("toAnnotatorItem", () => {
  it("puts an opaque label in place of an external id that names a hidden column, and drops the flag", () => {
    const item = toAnnotatorItem(row(true));
    expect(item.externalId).toBe(opaqueItemLabel(16));
    expect(JSON.stringify(item)).not.toContain("gpt-4o");
    expect(item).not.toHaveProperty("isExternalIdHidden");
  });

  it("keeps the external id when nothing is hidden", () => {
    expect(toAnnotatorItem(row(false))).toEqual({
      ...row(false),
      isExternalIdHidden: undefined,
      externalId: "gpt-4o:665",
    });
  });
});

describe("opaqueItemLabel", () => {
  it("is stable per item, differs between items, and is not the id itself", () => {
    expect(opaqueItemLabel(16)).toBe(opaqueItemLabel(16));
    expect(opaqueItemLabel(16)).toMatch(/^item-[0-9a-f]{8}$/);
    const labels = new Set(Array.from({ length: 1000 }, (_, i) => opaqueItemLabel(i + 1)));
    expect(labels.size).toBe(1000);
    expect(opaqueItemLabel(16)).not.toContain("16");
  });
});
