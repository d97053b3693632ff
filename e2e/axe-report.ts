import fs from "node:fs";
import { AXE_RESULTS, AXE_VISITED, FAILING_IMPACTS, type AxeRecord } from "./axe";

/**
 * Global teardown: prints what axe found across the run (rule, impact, node count, page states)
 * and fails the run on serious or critical violations. E2E_AXE=0 skips scanning altogether.
 */
export default function axeReport() {
  if (process.env.E2E_AXE === "0") return;
  let records: AxeRecord[] = [];
  try {
    records = fs
      .readFileSync(AXE_RESULTS, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as AxeRecord);
  } catch {
    console.log("\naxe: no page was scanned");
    return;
  }
  const byRule = new Map<
    string,
    { impact: string; help: string; nodes: number; pages: Set<string>; examples: Set<string> }
  >();
  for (const r of records) {
    for (const v of r.violations) {
      const entry = byRule.get(v.id) ?? {
        impact: v.impact ?? "unknown",
        help: v.help,
        nodes: 0,
        pages: new Set(),
        examples: new Set(),
      };
      entry.nodes += v.nodes.length;
      entry.pages.add(r.key.split(" ")[0]);
      for (const n of v.nodes.slice(0, 2))
        if (entry.examples.size < 4) entry.examples.add(`${n.target} — ${n.summary}`);
      byRule.set(v.id, entry);
    }
  }
  const totalMs = records.reduce((s, r) => s + r.ms, 0);
  const patterns = new Set(records.map((r) => r.key.split(" ")[0]));
  console.log(
    `\naxe (WCAG 2.1 A/AA): ${records.length} page states scanned (${patterns.size} URL patterns) in ${(totalMs / 1000).toFixed(1)} s`,
  );
  let visited: string[] = [];
  try {
    visited = [...new Set(fs.readFileSync(AXE_VISITED, "utf8").split("\n").filter(Boolean))];
  } catch {
    // no navigation recorded
  }
  const unscanned = visited.filter((p) => !patterns.has(p)).sort();
  // Left before a scan could finish (a scan a navigation overtook is thrown away): not covered.
  if (unscanned.length)
    console.log(
      `axe: ${unscanned.length} URL pattern(s) shown but never scanned: ${unscanned.join(", ")}`,
    );
  if (byRule.size === 0) console.log("axe: no violations");
  const order = ["critical", "serious", "moderate", "minor", "unknown"];
  const rows = [...byRule.entries()].sort(
    (a, b) => order.indexOf(a[1].impact) - order.indexOf(b[1].impact) || b[1].nodes - a[1].nodes,
  );
  for (const [id, e] of rows) {
    console.log(
      `  ${e.impact.padEnd(8)} ${id} — ${e.help}: ${e.nodes} node(s) on ${e.pages.size} page(s)`,
    );
    console.log(`           pages: ${[...e.pages].sort().join(", ")}`);
    for (const ex of e.examples) console.log(`           e.g. ${ex}`);
  }
  const failing = rows.filter(([, e]) => FAILING_IMPACTS.has(e.impact));
  if (failing.length > 0)
    throw new Error(
      `axe: ${failing.length} serious/critical rule(s) violated: ${failing.map(([id]) => id).join(", ")} (report above)`,
    );
}
