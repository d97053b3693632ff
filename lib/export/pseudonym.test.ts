import { describe, expect, it } from "vitest";
import { pseudonym } from "./pseudonym";

describe("pseudonym", () => {
  const p = (secret: string, projectId: number, userId: number) =>
    pseudonym({ secret, projectId, userId });

  it("is stable, and differs per person, per project and per database secret", () => {
    expect(p("s", 1, 7)).toMatch(/^annotator-[0-9a-f]{8}$/);
    expect(p("s", 1, 7)).toBe(p("s", 1, 7));
    expect(new Set([p("s", 1, 7), p("s", 1, 8), p("s", 2, 7), p("t", 1, 7)]).size).toBe(4);
  });
});
