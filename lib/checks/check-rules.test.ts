import { describe, expect, it } from "vitest";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { pauseReason, scoreCheck } from "./check-rules";

describe("scoreCheck", () => {
  const gold = { accuracy: "incorrect", error_codes: ["SE-HA3"], notes: "" };
  it.each([
    [
      { accuracy: "incorrect", error_codes: ["SE-HA3"], notes: "other notes" },
      "accuracy_and_codes",
      1,
    ],
    [{ accuracy: "incorrect", error_codes: [], notes: "" }, "accuracy_and_codes", 0],
    [{ accuracy: "incorrect", error_codes: [], notes: "" }, "accuracy_only", 1],
    [{ accuracy: "correct", error_codes: ["SE-HA3"], notes: "" }, "accuracy_only", 0],
  ] as const)("%j under %s scores %d", (answer, commentAgreement, score) => {
    expect(
      scoreCheck({
        kind: "generated_comment",
        settings: parseProjectSettings({ commentAgreement }),
        answer,
        gold,
      }),
    ).toBe(score);
  });
});

describe("pauseReason", () => {
  const settings = { checkMin: 3, checkPass: 0.6 };
  it.each([
    [[], null],
    [[0, 0], null],
    [[1, 1, 0], null],
    [[1, 0, 0], "1 of the last 3 check items right (33 %), below the 60 % needed"],
    [[0, 0, 0, 1, 1, 1], null],
    [[1, 1, 1, 0, 1, 0], "1 of the last 3 check items right (33 %), below the 60 % needed"],
  ])("scores %j → %s", (scores, reason) => {
    expect(pauseReason({ scores, settings })).toBe(reason);
  });
  it("never pauses while check_min or check_pass is unset", () => {
    expect(
      pauseReason({ scores: [0, 0, 0], settings: { checkMin: null, checkPass: 0.5 } }),
    ).toBeNull();
    expect(
      pauseReason({ scores: [0, 0, 0], settings: { checkMin: 3, checkPass: null } }),
    ).toBeNull();
  });
});
