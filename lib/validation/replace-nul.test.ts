import { describe, expect, it } from "vitest";
import { replaceNul } from "./replace-nul";

describe("replaceNul", () => {
  it.each([
    ["a string", "a\u0000b", "a\ufffdb", [[]]],
    ["none", { a: "x", b: [1, "y"] }, { a: "x", b: [1, "y"] }, []],
    [
      "nested",
      { a: ["x", "y\u0000"], b: { c: "\u0000\u0000" } },
      { a: ["x", "y\ufffd"], b: { c: "\ufffd\ufffd" } },
      [
        ["a", 1],
        ["b", "c"],
      ],
    ],
    ["a key", { m: { "k\u0000": 1 } }, { m: { "k\ufffd": 1 } }, [["m"]]],
  ])("%s", (_, input, output, paths) => {
    const result = replaceNul(input);
    expect(result.value).toEqual(output);
    expect(result.paths.sort()).toEqual(paths);
  });

  it("keeps __proto__ an ordinary key", () => {
    const value = JSON.parse('{"__proto__": "x\\u0000"}') as Record<string, unknown>;
    replaceNul(value);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value, "__proto__")?.value).toBe("x\ufffd");
  });
});
