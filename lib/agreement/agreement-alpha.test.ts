import { describe, expect, it } from "vitest";
import { accuracyLabels } from "@/lib/annotations/annotation-schemas";
import { agreementAlpha } from "./agreement-alpha";
import { krippendorffAlpha, type Rating } from "./alpha";
import { categoricalFields } from "./categorical-fields";
import { parseProjectSettings } from "@/lib/projects/project-settings";

const [accuracy] = categoricalFields("generated_comment", parseProjectSettings({}));

describe("agreementAlpha", () => {
  it("equals alpha on the coders × units matrix when annotators rotate", () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const coders = ["a", "b", "c", "d", "e"];
    // Each unit: 2–4 distinct coders, in either order, one accuracy label each.
    const units = Array.from({ length: 120 }, () => {
      const who = coders.filter(() => rand() < 0.6).slice(0, 4);
      const chosen = who.length >= 2 ? who : ["a", "b"];
      const ordered = rand() < 0.5 ? [...chosen].reverse() : chosen;
      return ordered.map((coder) => ({ coder, label: accuracyLabels[Math.floor(rand() * 3)] }));
    });
    const matrix: Rating[][] = coders.map((c) =>
      units.map((u) => u.find((v) => v.coder === c)?.label ?? null),
    );
    const got = agreementAlpha(
      accuracy,
      units.map((u) => u.map((v) => ({ data: { accuracy: v.label } }))),
      "seed",
    );
    expect(got.nominal).toBe(
      krippendorffAlpha(matrix, { level: "nominal", labels: accuracyLabels }),
    );
    expect(got.ordinal).toBe(
      krippendorffAlpha(matrix, { level: "ordinal", labels: accuracyLabels }),
    );
  });

  it("treats undeclared values as missing and is null without pairable values", () => {
    const none = { nominal: null, ordinal: null, nominal_ci95: null, ordinal_ci95: null };
    expect(
      agreementAlpha(
        accuracy,
        [[{ data: { accuracy: "correct" } }, { data: { accuracy: "great" } }]],
        "seed",
      ),
    ).toEqual(none);
    expect(agreementAlpha(accuracy, [], "seed")).toEqual(none);
  });
});
