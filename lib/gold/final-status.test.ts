import { describe, expect, it } from "vitest";
import { finalStatusFor } from "./final-status";

describe("finalStatusFor", () => {
  it.each([
    ["qa_pair", { verdict: "reject", reject_reasons: ["other"] }, "rejected"],
    ["qa_pair", { verdict: "accept" }, "gold"],
    ["generated_comment", { verdict: "reject" }, "gold"],
    ["dialogue", null, "gold"],
  ] as const)("%s %j → %s", (kind, gold, expected) => {
    expect(finalStatusFor(kind, gold)).toBe(expected);
  });
});
