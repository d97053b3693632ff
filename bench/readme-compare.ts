// README comparison at the SPEC §7 cap (issue 35): two annotators' lists of 200 functionalities
// of 2,000 characters (tests/readme-at-cap.ts), matched by the README rule as the queue's compare
// and the agreement report do. "Before" is the matching as it was at --before (its four files read
// from git into a scratch folder); "after" is this checkout's. Then agreement over --items such
// items, cold and warm (the per-process memo of matches). Wall and CPU time, and the load average.
// Usage: npx tsx bench/readme-compare.ts [-- --before 0eec04a --items 20 --skip-before]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { matchFunctionalities } from "@/lib/agreement/functionality-agreement";
import { matchFunctionalityLists } from "@/lib/agreement/functionality-similarity";
import { readmeListsAtCap } from "../tests/readme-at-cap";

const { values } = parseArgs({
  options: {
    before: { type: "string", default: "0eec04a" },
    items: { type: "string", default: "20" },
    "skip-before": { type: "boolean", default: false },
  },
});
type Match = typeof matchFunctionalityLists;

/** Wall and CPU milliseconds of one call. */
function timed<T>(run: () => T): { value: T; wall: number; cpu: number } {
  const [wall, cpu] = [performance.now(), process.cpuUsage()];
  const value = run();
  const used = process.cpuUsage(cpu);
  return { value, wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
}

async function matchingAt(commit: string): Promise<Match> {
  const dir = mkdtempSync(path.join(tmpdir(), "accord-bench-readme-"));
  for (const file of ["functionality-similarity", "matching", "text-similarity", "assignment"]) {
    writeFileSync(
      path.join(dir, `${file}.ts`),
      execFileSync("git", ["show", `${commit}:lib/agreement/${file}.ts`], { encoding: "utf8" }),
    );
  }
  const mod = (await import(path.join(dir, "functionality-similarity.ts"))) as {
    matchFunctionalityLists: Match;
  };
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return mod.matchFunctionalityLists;
}

const ms = (n: number) => `${n.toFixed(n < 100 ? 1 : 0)} ms`;
const { a, b } = readmeListsAtCap();
console.log(
  `README comparison at the cap: ${a.length} × ${b.length} functionalities of ≤ 2,000 characters, threshold 0.5`,
);
console.log(
  `load average at start: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} (${os.cpus().length} cores)`,
);

const after = [0, 1, 2].map(() => timed(() => matchFunctionalityLists(a, b, 0.5)));
const best = after.reduce((x, y) => (y.wall < x.wall ? y : x));
console.log(
  `after:  ${ms(best.wall)} wall, ${ms(best.cpu)} CPU (best of 3; first ${ms(after[0].wall)}), ${best.value.pairs.length} pairs`,
);
if (!values["skip-before"]) {
  const old = await matchingAt(values.before);
  const before = timed(() => old(a, b, 0.5));
  if (before.value.pairs.length !== best.value.pairs.length)
    throw new Error(
      `before found ${before.value.pairs.length} pairs, after ${best.value.pairs.length}`,
    );
  console.log(
    `before (${values.before}): ${ms(before.wall)} wall, ${ms(before.cpu)} CPU, same pairs`,
  );
  console.log(
    `ratio before/after: ${(before.wall / best.wall).toFixed(0)}× wall, ${(before.cpu / best.cpu).toFixed(0)}× CPU`,
  );
}

// Agreement over a project of such items: each item's two lists, distinct per item.
const items = Array.from({ length: Number(values.items) }, (_, i) =>
  readmeListsAtCap({ seed: 1000 + i }),
);
const report = () =>
  items.map((it) =>
    matchFunctionalities(
      { functionalities: structuredClone(it.a) },
      { functionalities: structuredClone(it.b) },
      0.5,
    ),
  );
const cold = timed(report);
const warm = timed(report);
console.log(
  `agreement matching over ${items.length} items at the cap: cold ${ms(cold.wall)} wall (${ms(cold.cpu)} CPU), warm ${ms(warm.wall)} wall (${ms(warm.cpu)} CPU)`,
);
console.log(
  `load average at end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
