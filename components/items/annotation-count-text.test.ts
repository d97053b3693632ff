import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en.json";
import { annotationCountText } from "./annotation-count-text";

describe("annotationCountText", () => {
  const t = createTranslator({ locale: "en", messages: en, namespace: "items.annotationCount" });
  it.each([
    [0, 2, "0 of 2 annotations"],
    [1, 1, "1 of 1 annotation"],
    [2, 3, "2 of 3 annotations"],
    [2, 1, "2 annotations (1 needed: the item is outside the overlap sample)"],
    [1200, 1000, "1,200 annotations (1,000 needed: the item is outside the overlap sample)"],
  ])("%d of %d → %s", (count, needed, text) => {
    const { key, values } = annotationCountText({ count, needed });
    expect(t(key, values)).toBe(text);
  });
});
