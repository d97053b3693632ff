import { describe, expect, it } from "vitest";
import { kappaDomain, linearScale, niceTicks, spreadIndexes } from "./chart-scale";

describe("chart scales", () => {
  it("maps linearly, including inverted pixel ranges", () => {
    const y = linearScale([0, 1], [200, 0]);
    expect([y(0), y(0.5), y(1)]).toEqual([200, 100, 0]);
    expect(linearScale([3, 3], [0, 10])(3)).toBe(5);
  });
  it.each<[number, number, number, number[]]>([
    [0, 1, 5, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [-0.4, 1, 5, [0, 0.5, 1]],
    [-0.4, 1, 7, [-0.4, -0.2, 0, 0.2, 0.4, 0.6, 0.8, 1]],
    [0, 40, 4, [0, 10, 20, 30, 40]],
    [2, 2, 5, [2]],
  ])("niceTicks(%s, %s, %s)", (min, max, count, ticks) =>
    expect(niceTicks(min, max, count)).toEqual(ticks),
  );
  it("keeps kappa charts at 0…1 unless a kappa is negative", () => {
    expect(kappaDomain([0.3, null, 0.9])).toEqual([0, 1]);
    expect(kappaDomain([-0.15, 0.5])).toEqual([-0.2, 1]);
  });
  it("spreads date labels, keeping both ends", () => {
    expect(spreadIndexes(3, 6)).toEqual([0, 1, 2]);
    expect(spreadIndexes(11, 6)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(spreadIndexes(0, 6)).toEqual([]);
  });
});
