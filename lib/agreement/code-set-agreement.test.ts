import { describe, expect, it } from "vitest";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { codeSetAgreement } from "./code-set-agreement";
import { multiLabelKappa, multiLabelKappaByLevel, type CodeSetPair } from "./multilabel";

const taxonomy = { codes: errorCodes };

describe("codeSetAgreement", () => {
  it.each([0, 1, 7, 400])(
    "equals multiLabelKappa and multiLabelKappaByLevel exactly (%i items)",
    (size) => {
      let seed = size + 3;
      const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const some = (p: number) => errorCodes.filter(() => rand() < p).map((c) => c.code);
      const items: CodeSetPair[] = Array.from({ length: size }, () => {
        const a = some(0.1);
        // Correlated rater, plus a duplicate and an undeclared code that must be ignored.
        const b = [...a.filter(() => rand() < 0.7), ...some(0.03), ...a.slice(0, 1), "XX-NOPE"];
        return { a, b };
      });
      const got = codeSetAgreement(items, taxonomy);
      expect(got.codes).toEqual(
        multiLabelKappa(
          items,
          errorCodes.map((c) => c.code),
        ),
      );
      expect(got.groups).toEqual(multiLabelKappaByLevel(items, taxonomy, "group"));
      expect(got.categories).toEqual(multiLabelKappaByLevel(items, taxonomy, "category"));
    },
  );

  it("skips the levels when asked for codes only", () => {
    const got = codeSetAgreement(
      [
        { a: ["MS-LT"], b: ["MS-LT"] },
        { a: [], b: [] },
      ],
      taxonomy,
      false,
    );
    expect(got.codes.perCode.find((c) => c.code === "MS-LT")?.kappa).toBe(1);
    expect(got.groups.perCode).toEqual([]);
  });
});
