// Word-level diff (longest common subsequence on tokens) for comparing comments and answers.

type DiffOp = "equal" | "insert" | "delete";
export type DiffPart = { op: DiffOp; text: string };

// Scripts written without spaces between words: each character is its own token.
const cjkChar = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3005\u30FC]`;
const wordChar = String.raw`(?:(?!${cjkChar})[\p{L}\p{N}\p{M}_])`;
const tokenPattern = new RegExp(String.raw`${cjkChar}|${wordChar}+|\s+|[^]`, "gu");

/** Words, runs of whitespace, single punctuation marks, single CJK characters. Joining them gives `text` back. */
export function tokenize(text: string): string[] {
  return text.match(tokenPattern) ?? [];
}

/** Above this many LCS cells the changed middle is reported as one delete + one insert. */
const maxCells = 4_000_000;

export function wordDiff(a: string, b: string): DiffPart[] {
  const left = tokenize(a);
  const right = tokenize(b);
  const raw: DiffPart[] = [];

  let start = 0;
  while (start < left.length && start < right.length && left[start] === right[start]) start++;
  let endA = left.length;
  let endB = right.length;
  while (endA > start && endB > start && left[endA - 1] === right[endB - 1]) {
    endA--;
    endB--;
  }

  for (let i = 0; i < start; i++) raw.push({ op: "equal", text: left[i] });
  diffMiddle(left.slice(start, endA), right.slice(start, endB), raw);
  for (let i = endA; i < left.length; i++) raw.push({ op: "equal", text: left[i] });

  return cleanup(raw);
}

function diffMiddle(a: string[], b: string[], out: DiffPart[]): void {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0 || (n + 1) * (m + 1) > maxCells) {
    for (const text of a) out.push({ op: "delete", text });
    for (const text of b) out.push({ op: "insert", text });
    return;
  }
  // lcs[i * (m + 1) + j] = LCS length of a[i..] and b[j..]
  const width = m + 1;
  const lcs = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1] + 1
          : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ op: "equal", text: a[i] });
      i++;
      j++;
    } else if (lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) {
      out.push({ op: "delete", text: a[i++] });
    } else {
      out.push({ op: "insert", text: b[j++] });
    }
  }
  while (i < n) out.push({ op: "delete", text: a[i++] });
  while (j < m) out.push({ op: "insert", text: b[j++] });
}

/**
 * Readability pass: a whitespace-only equal run between two changes becomes part of the change
 * ("the cat" → "a dog" is one replacement, not two), then each run of changes is merged into one
 * delete followed by one insert, and adjacent equal tokens are joined.
 */
function cleanup(parts: DiffPart[]): DiffPart[] {
  const absorbed: DiffPart[] = parts.map((part, index) => {
    if (part.op !== "equal" || part.text.trim() !== "") return part;
    const before = parts[index - 1];
    const after = parts[index + 1];
    return before && after && before.op !== "equal" && after.op !== "equal"
      ? { op: "delete", text: part.text }
      : part;
  });

  const result: DiffPart[] = [];
  let deleted = "";
  let inserted = "";
  const flush = () => {
    if (deleted) result.push({ op: "delete", text: deleted });
    if (inserted) result.push({ op: "insert", text: inserted });
    deleted = "";
    inserted = "";
  };
  for (let index = 0; index < absorbed.length; index++) {
    const part = absorbed[index];
    if (part.op === "equal") {
      flush();
      const last = result[result.length - 1];
      if (last?.op === "equal") last.text += part.text;
      else result.push({ ...part });
    } else if (part.op === "delete") {
      deleted += part.text;
      // An absorbed separator exists on both sides.
      if (parts[index].op === "equal") inserted += part.text;
    } else {
      inserted += part.text;
    }
  }
  flush();
  return result;
}

/** The `a` side of a diff (equal + delete parts). */
export function diffSource(parts: DiffPart[]): string {
  return parts
    .filter((p) => p.op !== "insert")
    .map((p) => p.text)
    .join("");
}

/** The `b` side of a diff (equal + insert parts). */
export function diffTarget(parts: DiffPart[]): string {
  return parts
    .filter((p) => p.op !== "delete")
    .map((p) => p.text)
    .join("");
}
