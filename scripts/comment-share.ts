// Prints the share of comment lines among the non-blank lines of lib/ (.ts, .tsx, .sql; not
// lib/generated). A comment line starts with //, -- or /*, or lies inside a /* */ block.
// Usage: npx tsx scripts/comment-share.ts [dir] [--files N]  (N: list the N most commented files)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const flag = args.indexOf("--files");
const top = flag === -1 ? 0 : Number(args[flag + 1] ?? 20);
const root = args.find((a, i) => !a.startsWith("--") && i !== flag + 1) ?? "lib";

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== path.join("lib", "generated")) yield* sourceFiles(full);
    } else if (/\.(ts|tsx|sql)$/.test(entry.name)) yield full;
  }
}

function countLines(text: string): { lines: number; comments: number } {
  let lines = 0;
  let comments = 0;
  let inBlock = false;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    lines++;
    if (inBlock) {
      comments++;
      if (line.includes("*/")) inBlock = false;
    } else if (line.startsWith("/*")) {
      comments++;
      inBlock = !line.includes("*/", 2);
    } else if (line.startsWith("//") || line.startsWith("--")) comments++;
  }
  return { lines, comments };
}

const perFile: { file: string; lines: number; comments: number }[] = [];
for (const file of sourceFiles(root))
  perFile.push({ file, ...countLines(readFileSync(file, "utf8")) });

const lines = perFile.reduce((n, f) => n + f.lines, 0);
const comments = perFile.reduce((n, f) => n + f.comments, 0);
const pct = (a: number, b: number) => ((100 * a) / b).toFixed(1);
console.log(
  `${root}/: ${comments} comment lines of ${lines} non-blank (${pct(comments, lines)} %) in ${perFile.length} files`,
);
for (const f of perFile.sort((a, b) => b.comments - a.comments).slice(0, top)) {
  console.log(
    `${String(f.comments).padStart(5)} ${pct(f.comments, f.lines).padStart(5)} %  ${f.file}`,
  );
}
