// Where the comment sits in Katzy et al.'s released rows. Each model's `masked_data_<model>` is
// the fill-in-the-middle prompt it was given: the file up to and including the comment's first
// words, the model's FIM markers, and the file after the comment. Checked on all 50 prompts of the
// shared English sample: prefix = content[..comment start + the comment's opening words],
// suffix = content[comment end..]; CodeLlama's markers carry one space each side.

/** The three FIM marker families in the released prompts (CodeQwen, StarCoder2 and Granite share the first). */
const MARKERS = [
  { prefix: "<fim_prefix>", suffix: "<fim_suffix>", middle: "<fim_middle>", padded: false },
  { prefix: "<|fim_prefix|>", suffix: "<|fim_suffix|>", middle: "<|fim_middle|>", padded: false },
  { prefix: "<PRE>", suffix: "<SUF>", middle: "<MID>", padded: true },
];

/** The code before and after the comment as the model saw it, or null when the prompt has none of the known markers. */
export function splitMaskedCode(masked: string): { codePrefix: string; codeSuffix: string } | null {
  for (const m of MARKERS) {
    const start = masked.indexOf(m.prefix);
    const cut = masked.indexOf(m.suffix, start + m.prefix.length);
    const end = masked.lastIndexOf(m.middle);
    if (start !== 0 || cut === -1 || end < cut) continue;
    let codePrefix = masked.slice(m.prefix.length, cut);
    let codeSuffix = masked.slice(cut + m.suffix.length, end);
    if (m.padded) {
      // "<PRE> " + prefix + " <SUF>" + suffix + " <MID>"
      if (codePrefix.startsWith(" ")) codePrefix = codePrefix.slice(1);
      if (codePrefix.endsWith(" ")) codePrefix = codePrefix.slice(0, -1);
      if (codeSuffix.endsWith(" ")) codeSuffix = codeSuffix.slice(0, -1);
    }
    return { codePrefix, codeSuffix };
  }
  return null;
}

/** Without a prompt: the file around the original comment (its first occurrence), or null when the comment is not in the file. */
export function splitAroundComment(
  content: string,
  comment: string,
): { codePrefix: string; codeSuffix: string } | null {
  const at = content.indexOf(comment);
  if (at === -1 || comment === "") return null;
  return { codePrefix: content.slice(0, at), codeSuffix: content.slice(at + comment.length) };
}

// The authors' prepare_dataset.ipynb cuts a prediction at the first end-of-sequence or FIM token.
const EOS = [
  "<|file_separator|>",
  "<|endoftext|>",
  "<file_sep>",
  "<fim_suffix>",
  "<fim_middle>",
  "<fim_pad>",
  "<|fim_suffix|>",
  "<|fim_middle|>",
  "</s>",
  "<eos>",
  "<|end|>",
];

/** A model's predicted comment without what it generated past its end token (as the authors clean it). */
export function cleanPrediction(text: string): string {
  let end = text.length;
  for (const token of EOS) {
    const at = text.indexOf(token);
    if (at !== -1 && at < end) end = at;
  }
  return text.slice(0, end).trimEnd();
}
