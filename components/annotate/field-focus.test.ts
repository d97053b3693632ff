import { describe, expect, it } from "vitest";
import { stepField } from "./field-focus";

// Fields of a comment form: accuracy (choice), error codes (choice), notes (text).
const comment = [true, true, false];

describe("stepField: J/K go round the choice fields and never land on a text field", () => {
  it.each([
    [comment, -1, 1, 0],
    [comment, -1, -1, 1],
    [comment, 0, 1, 1],
    [comment, 1, 1, 0], // past the last choice field, skipping Notes, wraps to the first
    [comment, 0, -1, 1],
    [comment, 2, 1, 0], // from Notes (after Esc) onwards
    [comment, 2, -1, 1],
    [[false, true, false, true], 1, 1, 3],
    [[false, true, false, true], 3, 1, 1],
    [[false, false], -1, 1, -1],
    [[false, false], 0, -1, -1],
    [[true], 0, 1, 0],
    [[], -1, 1, -1],
  ])("%j from %i going %i → %i", (navigable, current, dir, expected) => {
    expect(stepField({ navigable, current, dir: dir as 1 | -1 })).toBe(expected);
  });
});
