import { describe, expect, it } from "vitest";
import { importProgress } from "./import-progress";

function capture(isTTY: boolean) {
  let text = "";
  return { output: { isTTY, write: (s: string) => void (text += s) }, text: () => text };
}

describe("importProgress", () => {
  it("writes whole lines when stderr is not a terminal (a log file, CI), never running them together", () => {
    const out = capture(false);
    const progress = importProgress(out.output);
    progress.onProgress({ phase: "validating", lines: 10_000 });
    progress.onProgress({ phase: "validating", lines: 20_000 });
    progress.done();
    expect(out.text()).not.toContain("\r");
    expect(out.text().split("\n").filter(Boolean)).toEqual([
      "validating … line 10000",
      "validating … line 20000",
    ]);
  });

  it("writes a line per 10 % when the share done is known", () => {
    const out = capture(false);
    let share = 0;
    const progress = importProgress(out.output, () => share);
    for (const [lines, s] of [
      [1, 0.05],
      [2, 0.12],
      [3, 0.15],
      [4, 0.31],
      [5, 1],
    ] as const) {
      share = s;
      progress.onProgress({ phase: "writing", lines });
    }
    expect(out.text().split("\n").filter(Boolean)).toEqual([
      "writing 10 % (line 2)",
      "writing 30 % (line 4)",
      "writing 100 % (line 5)",
    ]);
  });

  it("updates one line on a terminal and clears it at the end", () => {
    const out = capture(true);
    const progress = importProgress(out.output, () => 0.5);
    progress.onProgress({ phase: "validating", lines: 10_000 });
    progress.onProgress({ phase: "writing", lines: 2_000 });
    progress.done();
    expect(out.text()).toBe(
      "\r\x1b[Kvalidating 50 % (line 10000)\r\x1b[Kwriting 50 % (line 2000)\r\x1b[K",
    );
  });
});
