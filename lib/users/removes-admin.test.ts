import { describe, expect, it } from "vitest";
import { removesAdmin } from "./removes-admin";

describe("removesAdmin", () => {
  it.each([
    [{ role: "admin", isActive: true }, { role: "lead" }, true],
    [{ role: "admin", isActive: true }, { active: false }, true],
    [{ role: "admin", isActive: true }, { role: "admin", active: true }, false],
    [{ role: "admin", isActive: true }, {}, false],
    [{ role: "admin", isActive: false }, { role: "lead" }, false],
    [{ role: "lead", isActive: true }, { active: false }, false],
  ] as const)("%o changed by %o → %s", (target, change, expected) => {
    expect(removesAdmin({ target, change })).toBe(expected);
  });
});
