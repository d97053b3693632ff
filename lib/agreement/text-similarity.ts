// Scripts written without spaces between words: runs of these become character bigrams.
const UNSPACED =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]/u;
const WORD_RUN = /[\p{L}\p{N}\p{M}]+/gu;
const MARK = /\p{M}/u;

function pushRun(tokens: string[], run: string[], unspaced: boolean): void {
  if (run.length === 0) return;
  if (!unspaced) {
    tokens.push(run.join(""));
  } else if (run.length === 1) {
    tokens.push(run[0]);
  } else {
    for (let i = 0; i + 1 < run.length; i++) tokens.push(run[i] + run[i + 1]);
  }
}

/**
 * NFKC, lowercase, runs of letters/digits/marks; runs in unspaced scripts (Han, Kana, Thai, …)
 * become overlapping bigrams, so "機能一覧" → ["機能", "能一", "一覧"].
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [run] of text.normalize("NFKC").toLowerCase().matchAll(WORD_RUN)) {
    if (UNSPACED.test(run)) tokenizeMixedRun(tokens, run);
    else tokens.push(run);
  }
  return tokens;
}

/** A run of word characters with some in an unspaced script: split where the script kind changes. */
function tokenizeMixedRun(tokens: string[], text: string): void {
  let run: string[] = [];
  let runUnspaced = false;
  for (const ch of text) {
    if (MARK.test(ch) && run.length > 0) {
      // A combining mark belongs to the preceding character.
      run[run.length - 1] += ch;
      continue;
    }
    const unspaced = UNSPACED.test(ch);
    if (run.length > 0 && unspaced !== runUnspaced) {
      pushRun(tokens, run, runUnspaced);
      run = [];
    }
    runUnspaced = unspaced;
    run.push(ch);
  }
  pushRun(tokens, run, runUnspaced);
}

export type TokenKeys = Float64Array;

const ONE_UNIT = 2 ** 32;
const LONGER = 2 ** 33;

/**
 * Distinct tokens as ascending numeric keys (a token of ≤ 2 UTF-16 units is its own key, a longer
 * one an id in the shared `vocabulary`): tokenising once keeps 200 × 200 matches fast.
 */
export function tokenKeys(text: string, vocabulary: Map<string, number>): TokenKeys {
  const keys = Float64Array.from(tokenize(text), (token) => {
    if (token.length === 2) return token.charCodeAt(0) * 65536 + token.charCodeAt(1);
    if (token.length === 1) return ONE_UNIT + token.charCodeAt(0);
    let id = vocabulary.get(token);
    if (id === undefined) vocabulary.set(token, (id = vocabulary.size));
    return LONGER + id;
  }).sort();
  let distinct = 0;
  for (let i = 0; i < keys.length; i++)
    if (i === 0 || keys[i] !== keys[i - 1]) keys[distinct++] = keys[i];
  return keys.subarray(0, distinct);
}

/** Most texts on one side of jaccardMatrix: a key and its text's index share one exact double. */
const MAX_TEXTS = 2 ** 16;

/** Every (key, text index) of one side as key·MAX_TEXTS + index, ascending: texts grouped by token. */
function postings(sides: readonly TokenKeys[]): Float64Array {
  if (sides.length > MAX_TEXTS)
    throw new RangeError(`at most ${MAX_TEXTS} texts a side, got ${sides.length}`);
  const out = new Float64Array(sides.reduce((n, keys) => n + keys.length, 0));
  let at = 0;
  sides.forEach((keys, index) => keys.forEach((key) => (out[at++] = key * MAX_TEXTS + index)));
  return out.sort();
}

/** Token Jaccard of every A × B pair: one sorted merge, not a pass over both texts per pair. */
export function jaccardMatrix(a: readonly TokenKeys[], b: readonly TokenKeys[]): Float64Array[] {
  const shared = a.map(() => new Float64Array(b.length));
  const [pa, pb] = [postings(a), postings(b)];
  const keyAt = (p: Float64Array, k: number) => Math.floor(p[k] / MAX_TEXTS);
  let i = 0;
  let j = 0;
  while (i < pa.length && j < pb.length) {
    const [x, y] = [keyAt(pa, i), keyAt(pb, j)];
    if (x !== y) {
      if (x < y) i += 1;
      else j += 1;
      continue;
    }
    let iEnd = i;
    while (iEnd < pa.length && keyAt(pa, iEnd) === x) iEnd += 1;
    let jEnd = j;
    while (jEnd < pb.length && keyAt(pb, jEnd) === x) jEnd += 1;
    for (let ii = i; ii < iEnd; ii++) {
      const row = shared[pa[ii] - x * MAX_TEXTS];
      for (let jj = j; jj < jEnd; jj++) row[pb[jj] - x * MAX_TEXTS] += 1;
    }
    [i, j] = [iEnd, jEnd];
  }
  return shared.map((row, r) =>
    row.map((n, c) =>
      a[r].length === 0 || b[c].length === 0 ? 0 : n / (a[r].length + b[c].length - n),
    ),
  );
}

/** Token-set Jaccard; a text without tokens scores 0 even against itself, so blanks never match. */
export function textSimilarity(a: string, b: string): number {
  const vocabulary = new Map<string, number>();
  return jaccardMatrix([tokenKeys(a, vocabulary)], [tokenKeys(b, vocabulary)])[0][0];
}
