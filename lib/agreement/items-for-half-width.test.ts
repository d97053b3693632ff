import { describe, expect, it } from "vitest";
import { kappaFromConfusion } from "./kappa";
import { itemsForHalfWidth } from "./items-for-half-width";
import { kappaIntervals } from "./kappa-interval";
import { seededRandom, type Random } from "./seeded-random";

describe("itemsForHalfWidth", () => {
  it.each([
    // n·(h / 0.1)²: a half-width of 0.2 at 100 items needs 4× the items; 0.05 at 400 needs a quarter.
    { n: 100, ci95: [0.3, 0.7] as [number, number], want: 400 },
    { n: 400, ci95: [0.5, 0.6] as [number, number], want: 100 },
    { n: 250, ci95: [0.45, 0.65] as [number, number], want: 250 },
    { n: 30, ci95: [0.1, 0.9] as [number, number], want: 480 },
  ])("n $n, CI $ci95 → $want", ({ n, ci95, want }) => {
    expect(itemsForHalfWidth({ n, ci95 })).toBe(want);
  });

  it("is null without an interval or items, and n for a zero-width interval", () => {
    expect(itemsForHalfWidth({ n: 50, ci95: null })).toBeNull();
    expect(itemsForHalfWidth({ n: 0, ci95: [0.2, 0.4] })).toBeNull();
    expect(itemsForHalfWidth({ n: 50, ci95: [1, 1] })).toBe(50);
  });

  it("predicts the sample size: at the hinted n the bootstrap's half-width is about 0.1", () => {
    const draw = (n: number, random: Random) => {
      const m = [
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ];
      for (let i = 0; i < n; i++) {
        const a = Math.floor(random() * 3);
        m[a][random() < 0.6 ? a : Math.floor(random() * 3)] += 1;
      }
      return m;
    };
    const random = seededRandom("hint");
    const small = draw(60, random);
    expect(kappaFromConfusion(small)).not.toBeNull();
    const hint = itemsForHalfWidth({
      n: 60,
      ci95: kappaIntervals({ matrix: small, seed: "small" }).ci95,
    })!;
    expect(hint).toBeGreaterThan(60);
    const { ci95 } = kappaIntervals({ matrix: draw(hint, random), seed: "large" });
    expect((ci95![1] - ci95![0]) / 2).toBeGreaterThan(0.075);
    expect((ci95![1] - ci95![0]) / 2).toBeLessThan(0.125);
  });
});
