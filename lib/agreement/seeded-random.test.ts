import { describe, expect, it } from "vitest";
import { seededRandom, seededStream, tallyDraws } from "./seeded-random";

describe("seededStream", () => {
  it("draws seededRandom's sequence, through random() and tallyDraws alike", () => {
    const want = seededRandom("s");
    const stream = seededStream("s");
    const labels = Int32Array.from([0, 0, 1, 2, 2, 2, 3]);
    const tally = new Int32Array(4);
    const expected = new Int32Array(4);
    for (let round = 0; round < 50; round++) {
      expect(stream.random()).toBe(want());
      tallyDraws(stream, round, labels, tally);
      for (let d = 0; d < round; d++) expected[labels[Math.floor(want() * labels.length)]] += 1;
      expect([...tally]).toEqual([...expected]);
    }
  });
});
