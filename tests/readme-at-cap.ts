// Two annotators' README functionality lists at the SPEC §7 cap (200 entries, 2,000-character
// paraphrases): the timing test of the matching and bench/readme-compare.ts share them.
import { MAX_FUNCTIONALITIES } from "@/lib/items/readme/readme-annotation-schema";
import { textLimits } from "@/lib/annotations/text-limits";
import { seededRandom } from "./seeded-random";

type Functionality = {
  abstractive: string;
  extractive: { start: number; end: number; text: string };
};

// Mostly Latin words, some Greek and some Han (which the tokenizer cuts into bigrams).
const syllables = [
  [
    "par",
    "se",
    "js",
    "on",
    "stre",
    "am",
    "ca",
    "che",
    "qu",
    "ery",
    "ren",
    "der",
    "log",
    "42",
    "x9",
  ],
  ["λει", "του", "ργί", "α"],
  ["解析", "文件", "服务", "器"],
];

/** `size` functionalities per side; B reuses a perturbed A paraphrase for most entries, so many pairs match. */
export function readmeListsAtCap(opts: { seed?: number; size?: number; chars?: number } = {}): {
  content: string;
  a: Functionality[];
  b: Functionality[];
} {
  const random = seededRandom(opts.seed ?? 35);
  const size = opts.size ?? MAX_FUNCTIONALITIES;
  const chars = opts.chars ?? textLimits.abstractive;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const word = (script: readonly string[]) =>
    Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(script)).join("");
  const vocabulary = Array.from({ length: 3000 }, () =>
    word(syllables[random() < 0.8 ? 0 : random() < 0.5 ? 1 : 2]),
  );
  const paragraph = (): string => {
    let s = "";
    while (s.length < chars) s += `${pick(vocabulary)}${random() < 0.1 ? ", " : " "}`;
    return `${s.slice(0, chars - 1)}.`;
  };
  const perturb = (text: string): string =>
    text
      .split(" ")
      .map((w) => (random() < 0.25 ? pick(vocabulary) : w))
      .join(" ")
      .slice(0, chars);
  const content = Array.from({ length: 40 }, paragraph).join("\n\n");
  const span = () => {
    const start = Math.floor(random() * (content.length - 3000));
    const end = start + 1 + Math.floor(random() * 2000);
    return { start, end, text: content.slice(start, end) };
  };
  const a = Array.from({ length: size }, () => ({ abstractive: paragraph(), extractive: span() }));
  const b = a.map((f) =>
    random() < 0.7
      ? { abstractive: perturb(f.abstractive), extractive: random() < 0.5 ? f.extractive : span() }
      : { abstractive: paragraph(), extractive: span() },
  );
  return { content, a, b: b.sort(() => random() - 0.5) };
}
