// README.md of a release bundle: a Hugging Face dataset card (YAML front matter, then prose).
import { stringify } from "yaml";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { agreementMarkdown } from "./agreement-markdown";
import { fenced, markdownBlock, markdownInline } from "./markdown-text";

export type BundleConfig = { name: string; language: string | null; lines: number };

export type CardRelease = {
  projectName: string;
  kind: ItemKind;
  version: string;
  title: string;
  notes: string;
  license: string;
  citation: string | null;
  lineCount: number;
  counts: unknown;
  agreement: unknown;
  guidelineVersions: readonly { version: number; createdAt: Date }[];
  settings: unknown;
  createdAt: Date;
};

const SIZE_BUCKETS: [number, string][] = [
  [1e3, "n<1K"],
  [1e4, "1K<n<10K"],
  [1e5, "10K<n<100K"],
  [1e6, "100K<n<1M"],
  [1e7, "1M<n<10M"],
  [1e8, "10M<n<100M"],
  [1e9, "100M<n<1B"],
];

export function sizeCategory(n: number): string {
  return SIZE_BUCKETS.find(([limit]) => n < limit)?.[1] ?? "n>1B";
}

export const configPath = (config: string, file: "gold.jsonl" | "gold.parquet") =>
  `data/${config}/${file}`;

function frontMatter(r: CardRelease, configs: readonly BundleConfig[]) {
  const languages = configs.flatMap((c) => (c.language ? [c.language] : []));
  return {
    license: r.license.toLowerCase(),
    // No line with a language: the key is left out rather than an empty list.
    ...(languages.length ? { language: languages } : {}),
    task_categories: kindModule(r.kind).datasetTasks,
    size_categories: [sizeCategory(r.lineCount)],
    pretty_name: r.title,
    configs: configs.map((c) => ({
      config_name: c.name,
      data_files: [{ split: "train", path: configPath(c.name, "gold.jsonl") }],
      ...(c.name === "all" ? { default: true } : {}),
    })),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A table per breakdown of `counts` (status, source, language: whatever the release recorded). */
function countsMarkdown(counts: unknown): string {
  if (!isRecord(counts)) return "";
  return Object.entries(counts)
    .filter(([, v]) => isRecord(v))
    .map(([by, v]) =>
      [
        `| ${markdownInline(by)} | lines |`,
        "| --- | --- |",
        ...Object.entries(v as Record<string, unknown>).map(
          ([k, n]) => `| ${markdownInline(k) || "(none)"} | ${String(Number(n) || 0)} |`,
        ),
      ].join("\n"),
    )
    .join("\n\n");
}

function processMarkdown(settings: unknown): string {
  const s = isRecord(settings) ? settings : {};
  const share = (v: unknown) =>
    typeof v === "number" ? `${Math.round(v * 1000) / 10} %` : "100 %";
  const lines = [
    `- Overlap: ${typeof s.overlap === "number" ? s.overlap : 2} independent annotations per item (blind to each other until adjudication), on ${share(s.overlapFraction)} of the items${Array.isArray(s.overlapStrata) && s.overlapStrata.length ? `, sampled by ${s.overlapStrata.map((x) => markdownInline(String(x))).join(", ")}` : ""}.`,
    `- Adjudication: items whose annotations disagree are decided by a third person who did not annotate them (${s.adjudicators === "leads" ? "a lead" : "any other member or a lead"}), with a rationale; agreed items take the shared annotation.`,
  ];
  if (typeof s.qaRejectRule === "string")
    lines.push(`- A rejection by either annotator: ${markdownInline(s.qaRejectRule)}.`);
  if (typeof s.checkRate === "number")
    lines.push(
      `- Check items: ${share(s.checkRate)} of an annotator's items are known-gold checks; an annotator whose last ${typeof s.checkMin === "number" ? s.checkMin : "—"} checks average below ${typeof s.checkPass === "number" ? s.checkPass : "—"} is paused.`,
    );
  if (typeof s.validationFraction === "number" && s.validationFraction < 1)
    lines.push(`- Validation round on ${share(s.validationFraction)} of the gold.`);
  for (const [k, v] of Object.entries(s))
    if (/^qualif/i.test(k))
      lines.push(`- Qualification (${markdownInline(k)}): ${markdownInline(JSON.stringify(v))}.`);
  return lines.join("\n");
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function datasetCard(r: CardRelease, configs: readonly BundleConfig[]): string {
  const body = [
    `# ${markdownInline(r.title)}`,
    `Release ${markdownInline(r.version)} of the Accord project ${markdownInline(r.projectName)} (${r.kind} items), published ${day(r.createdAt)} under ${markdownInline(r.license)}: ${r.lineCount} lines.`,
    r.notes.trim() ? markdownBlock(r.notes) : "",
    "## Files and configurations",
    [
      ...configs.map(
        (c) =>
          `- \`${c.name}\`: ${c.lines} lines, \`${configPath(c.name, "gold.jsonl")}\` (loaded by \`datasets\`) and \`${configPath(c.name, "gold.parquet")}\`.`,
      ),
      "- In the Parquet files, nested fields (gold, annotations, adjudication, meta, …) are JSON text; the JSON Lines files keep them nested.",
      "- `guidelines.md`: the guidelines the gold was made under; `agreement.json`: the agreement report at release time; `CITATION.cff`; `checksums.sha256` (`sha256sum -c checksums.sha256`).",
    ].join("\n"),
    "## Counts",
    countsMarkdown(r.counts) || "No counts were recorded.",
    "## Agreement",
    agreementMarkdown(r.agreement),
    "## Annotation process",
    processMarkdown(r.settings),
    "## Guidelines",
    r.guidelineVersions.length
      ? `Gold made under guideline version(s) ${r.guidelineVersions.map((g) => `${g.version} (${day(g.createdAt)})`).join(", ")}; see \`guidelines.md\`.`
      : "No guideline version is recorded.",
    "## Citation",
    r.citation?.trim() ? fenced(r.citation.trim()) : "See `CITATION.cff`.",
  ];
  return `---\n${stringify(frontMatter(r, configs))}---\n\n${body.filter(Boolean).join("\n\n")}\n`;
}
