import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/errors";
import { resolveInputSchema } from "./resolve-input";

const errorsOf = (input: unknown) => {
  const r = resolveInputSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error.issues);
};

describe("resolveInputSchema", () => {
  it("takes a or b with no gold and an optional rationale", () => {
    expect(resolveInputSchema.parse({ choice: "b" })).toEqual({ choice: "b", rationale: null });
    expect(resolveInputSchema.parse({ choice: "a", rationale: "  fine  " })).toEqual({
      choice: "a",
      rationale: "fine",
    });
  });

  it.each([
    [{ choice: "merged", gold: { accuracy: "correct" } }, ["rationale"]],
    [{ choice: "merged", rationale: "why" }, ["gold"]],
    [{ choice: "merged", gold: {}, rationale: "   " }, ["rationale"]],
    [{ choice: "c" }, ["choice"]],
    [{ choice: "a", rationale: "x".repeat(5001) }, ["rationale"]],
    [{ choice: "a", extra: 1 }, [""]],
  ])("%j → errors on %j", (input, fields) => {
    expect(Object.keys(errorsOf(input))).toEqual(fields);
  });
});
