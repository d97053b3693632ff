// Scripts written without spaces between words: runs of these become character bigrams.
const UNSPACED = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]/u;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
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
 * Unicode-aware tokens: NFKC + lowercase, then maximal runs of letters/digits/marks. Runs in
 * spaced scripts (Latin, Cyrillic, Hangul, …) are one token each; runs in unspaced scripts
 * (Han, Kana, Thai, Lao, Khmer, Myanmar) become overlapping character bigrams (a lone character
 * stays a unigram), so "機能一覧" → ["機能", "能一", "一覧"]. Punctuation and spaces separate tokens.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let run: string[] = [];
  let runUnspaced = false;
  for (const ch of text.normalize("NFKC").toLowerCase()) {
    if (!WORD_CHAR.test(ch)) {
      pushRun(tokens, run, runUnspaced);
      run = [];
      continue;
    }
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
  return tokens;
}

/**
 * Jaccard similarity |A ∩ B| / |A ∪ B| of the two texts' token sets, in [0, 1].
 * A text without tokens (empty or punctuation only) has similarity 0 to everything, itself included,
 * so blank entries never match.
 */
export function textSimilarity(a: string, b: string): number {
  const ta = new Set(tokenize(a));
  const tb = new Set(tokenize(b));
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  return shared / (ta.size + tb.size - shared);
}
