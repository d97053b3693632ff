import { describe, expect, it } from "vitest";
import { healthFindings, type AnswerCounts, type HealthCounts } from "./health-findings";

const none: HealthCounts = { fields: [], repeated: null, answers: null };
const answers = (a: Partial<AnswerCounts>): HealthCounts => ({
  ...none,
  answers: { repeated: [], sets: [], shared: 2740, pairs: [], ...a },
});
const summary = (counts: HealthCounts) =>
  healthFindings(counts).map((f) => [f.code, f.severity, f.message]);

describe("health findings", () => {
  it.each([
    // The issue's cases, in the released files' figures; the pair named in name order, any case.
    [
      { a: "Qwen2.5-14B", b: "internlm2_5-20b-chat", common: 2738, identical: 2736 },
      "internlm2_5-20b-chat's answers equal Qwen2.5-14B's for 2,736 of 2,738 common questions",
    ],
    [
      { a: "Qwen2.5-Coder-7B", b: "Qwen2.5-Coder-32B", common: 10, identical: 6 },
      "Qwen2.5-Coder-32B's answers equal Qwen2.5-Coder-7B's for 6 of 10 common questions",
    ],
  ])("names a pair answering identically for more than half: %o", (pair, message) => {
    expect(summary(answers({ pairs: [pair] }))).toEqual([["duplicate_outputs", "error", message]]);
  });

  it("leaves a pair identical on exactly half", () => {
    expect(summary(answers({ pairs: [{ a: "a", b: "b", common: 10, identical: 5 }] }))).toEqual([]);
  });

  it.each([
    [
      { missing: 47, extra: 0 },
      "warning",
      "gpt-4o lacks 47 of the 2,740 questions most models share",
    ],
    [
      { missing: 902, extra: 900 },
      "error",
      "gpt-4o lacks 902 of the 2,740 questions most models share and answers 900 questions outside that set",
    ],
    [{ missing: 0, extra: 275 }, "error", "gpt-4o answers 275 questions outside that set"],
    [{ missing: 0, extra: 274 }, "warning", "gpt-4o answers 274 questions outside that set"],
  ] as const)("a question set that differs by %o is a %s", (set, severity, message) => {
    expect(summary(answers({ sets: [{ model: "gpt-4o", ...set }] }))).toEqual([
      ["question_set_differs", severity, message],
    ]);
  });

  it("orders errors, warnings, then info, and skips zero counts", () => {
    const counts: HealthCounts = {
      fields: [
        { field: "predicted_answer", mayBeEmpty: true, empty: 3, replaced: 0 },
        { field: "reference_answer", mayBeEmpty: false, empty: 1, replaced: 2 },
      ],
      repeated: { field: "question", count: 0 },
      answers: {
        repeated: [{ model: "m", count: 1 }],
        sets: [{ model: "m", missing: 0, extra: 0 }],
        shared: 5,
        pairs: [{ a: "m", b: "n", common: 4, identical: 3 }],
      },
    };
    expect(summary(counts)).toEqual([
      ["duplicate_outputs", "error", "m's answers equal n's for 3 of 4 common questions"],
      ["repeated_questions", "warning", "1 of m's answers repeats a question it already answered"],
      ["empty_field", "warning", "reference_answer is empty in 1 item"],
      [
        "replaced_characters",
        "warning",
        "reference_answer holds U+FFFD (a replaced character) in 2 items",
      ],
      ["empty_field", "info", "predicted_answer is empty in 3 items"],
    ]);
  });
});
