import { describe, expect, it } from "vitest";
import { DEFAULT_SORT, type LeaderboardSort } from "./leaderboard-sort";
import { languagesOf, rankModels } from "./rank-models";
import { testBoard, testRow } from "./test-rows";

// Pooled F, then F in en and zh; "Llama" and "claude" test the case-blind name order.
const rows = testBoard(["en", "zh"], {
  "gpt-4o": [0.6, 0.5, 0.7],
  claude: [0.6, 0.8, 0.4],
  Llama: [0.3, null, 0.3],
  qwen: [null, null, null],
  "Qwen-7B": [0.45, 0.2, 0.7],
});
const order = (sort: LeaderboardSort) => rankModels(rows, sort).map((m) => m.model);

describe("rankModels", () => {
  it("ranks by pooled F (ties share a rank, undefined F has none), best first by default", () => {
    const ranked = rankModels(rows, DEFAULT_SORT);
    expect(ranked.map((m) => [m.model, m.rank])).toEqual([
      ["claude", 1],
      ["gpt-4o", 1],
      ["Qwen-7B", 3],
      ["Llama", 4],
      ["qwen", null],
    ]);
    expect(ranked[0].byLanguage.get("zh")?.figures.fScore).toBe(0.4);
  });

  it.each<[string, LeaderboardSort, string[]]>([
    [
      "en F, best first, undefined last",
      { key: "fScore", language: "en", dir: "desc" },
      ["claude", "gpt-4o", "Qwen-7B", "Llama", "qwen"],
    ],
    [
      "en F, worst first, undefined still last",
      { key: "fScore", language: "en", dir: "asc" },
      ["Qwen-7B", "gpt-4o", "claude", "Llama", "qwen"],
    ],
    [
      "zh F: ties by pooled F, then name",
      { key: "fScore", language: "zh", dir: "desc" },
      ["gpt-4o", "Qwen-7B", "claude", "Llama", "qwen"],
    ],
    [
      "model A to Z, case-blind",
      { key: "model", language: null, dir: "asc" },
      ["claude", "gpt-4o", "Llama", "qwen", "Qwen-7B"],
    ],
    [
      "model Z to A",
      { key: "model", language: null, dir: "desc" },
      ["Qwen-7B", "qwen", "Llama", "gpt-4o", "claude"],
    ],
  ])("sorts by %s", (_, sort, want) => {
    expect(order(sort)).toEqual(want);
  });

  it("sorts by n and skips a model with no pooled row", () => {
    const counted = [
      testRow({ model: "a", n: 5, figures: {} }),
      testRow({ model: "b", n: 9, figures: {} }),
      testRow({ model: "c", language: "en", figures: {} }),
    ];
    const sort: LeaderboardSort = { key: "n", language: null, dir: "desc" };
    expect(rankModels(counted, sort).map((m) => m.model)).toEqual(["b", "a"]);
  });

  it("keeps a model named __proto__ as an ordinary model", () => {
    const odd = [...rows, testRow({ model: "__proto__", figures: { fScore: 0.9 } })];
    expect(rankModels(odd, DEFAULT_SORT)[0]).toMatchObject({ model: "__proto__", rank: 1 });
  });

  it("lists the languages in code order", () => {
    expect(languagesOf(rows)).toEqual(["en", "zh"]);
  });
});
