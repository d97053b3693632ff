import { describe, expect, it } from "vitest";
import { roleKind, roleLabel } from "./dialogue-roles";

describe("roleKind", () => {
  it.each([
    ["user", "user"],
    ["Human", "user"],
    [" USER ", "user"],
    ["assistant", "assistant"],
    ["gpt", "assistant"],
    ["Model", "assistant"],
    ["bot", "assistant"],
    ["system", "system"],
    ["tool", "other"],
    ["", "other"],
    ["constructor", "other"],
    ["__proto__", "other"],
  ])("%s → %s", (role, kind) => {
    expect(roleKind(role)).toBe(kind);
  });
});

describe("roleLabel", () => {
  it("capitalizes and handles blanks", () => {
    expect(roleLabel("assistant")).toBe("Assistant");
    expect(roleLabel(" human ")).toBe("Human");
    expect(roleLabel("пользователь")).toBe("Пользователь");
    expect(roleLabel("  ")).toBe("Unknown");
  });
});
