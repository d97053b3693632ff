import { jsonEqual } from "@/lib/queue/json-equal";
import type { GuidelineLabels } from "./guideline-labels";

/** One changed part of the guidelines: `instructions` or a label setting's key. */
export type GuidelineChange = { field: string; before: unknown; after: unknown };

export type Guidelines = { instructions: string; labels: GuidelineLabels };

/** What changed from `before` to `after`, instructions first, then labels by key; [] when nothing did. */
export function guidelineDiff(before: Guidelines, after: Guidelines): GuidelineChange[] {
  const changes: GuidelineChange[] = [];
  if (before.instructions !== after.instructions)
    changes.push({ field: "instructions", before: before.instructions, after: after.instructions });
  const keys = [...new Set([...Object.keys(before.labels), ...Object.keys(after.labels)])].sort();
  for (const field of keys) {
    const [b, a] = [before.labels[field] ?? null, after.labels[field] ?? null];
    if (!jsonEqual(b, a)) changes.push({ field, before: b, after: a });
  }
  return changes;
}

export type LineChange = { op: "same" | "added" | "removed"; text: string };

/** Above this many lines × lines the LCS table is not built: the whole text is shown replaced. */
const maxCells = 250_000;

/**
 * A readable line diff (longest common subsequence), bounded: the common head and tail are
 * trimmed first, and a middle too large for the table comes out as removed-then-added.
 */
export function lineDiff(before: string, after: string): LineChange[] {
  const a = before === "" ? [] : before.split("\n");
  const b = after === "" ? [] : after.split("\n");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const same = (lines: string[]) => lines.map((text): LineChange => ({ op: "same", text }));
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  return [...same(a.slice(0, head)), ...middleDiff(midA, midB), ...same(a.slice(a.length - tail))];
}

function middleDiff(a: string[], b: string[]): LineChange[] {
  if (a.length * b.length > maxCells)
    return [
      ...a.map((text): LineChange => ({ op: "removed", text })),
      ...b.map((text): LineChange => ({ op: "added", text })),
    ];
  // lcs[i][j]: the LCS length of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: LineChange[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ op: "same", text: a[i] });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lcs[i + 1][j] >= lcs[i][j + 1]))
      out.push({ op: "removed", text: a[i++] });
    else out.push({ op: "added", text: b[j++] });
  }
  return out;
}
