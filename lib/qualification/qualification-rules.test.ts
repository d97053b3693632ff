import { describe, expect, it } from "vitest";
import {
  attemptResult,
  qualificationIssues,
  qualificationStanding,
  tooFewTrainingItems,
} from "./qualification-rules";

describe("attemptResult", () => {
  it.each([
    [2, 3, 0.67, false],
    [2, 3, 0.667, true],
    [3, 3, 0.67, true],
    [1, 3, 0.3, true],
    [0, 3, 0, true],
    [0, 0, 0.5, false],
  ])("%d of %d at pass %d → passed %s", (equal, total, pass, passed) => {
    expect(attemptResult({ equal, total, pass }).passed).toBe(passed);
  });
});

describe("qualificationStanding", () => {
  const base = { isOn: true, role: "annotator", grant: null, hasPassed: false, last: null };
  const finished = (isRetryAllowed: boolean) => ({ isFinished: true, isRetryAllowed });
  it.each([
    [{ isOn: false }, "not_required", false],
    [{ role: "adjudicator" }, "not_required", false],
    [{ grant: "exempt" }, "exempt", false],
    [{ grant: "by_hand", last: finished(false) }, "qualified", false],
    [{ hasPassed: true, last: finished(false) }, "qualified", false],
    [{}, "not_started", true],
    [{ last: { isFinished: false, isRetryAllowed: false } }, "open", false],
    [{ last: finished(false) }, "failed", false],
    [{ last: finished(true) }, "failed", true],
  ])("%j → %s (can start: %s)", (over, status, canStart) => {
    expect(qualificationStanding({ ...base, ...over })).toEqual({ status, canStart });
  });
});

describe("the round's settings", () => {
  it("needs a pass mark with a number of items, and that many training items", () => {
    expect(qualificationIssues({ qualificationItems: 3, qualificationPass: null })).toHaveLength(1);
    expect(qualificationIssues({ qualificationItems: null, qualificationPass: null })).toEqual([]);
    const on = { qualificationItems: 3, qualificationPass: 0.5 };
    expect(tooFewTrainingItems({ settings: on, trainingItems: 3 })).toBeNull();
    expect(tooFewTrainingItems({ settings: on, trainingItems: 2 })).toMatch(
      /serves 3 training items and the project has 2 training items/,
    );
  });
});
