// The small files of a release bundle beside the card: guidelines.md and CITATION.cff.
import { stringify } from "yaml";
import { fenced, markdownBlock, markdownInline } from "./markdown-text";

export type GuidelineVersionRow = {
  version: number;
  createdAt: Date;
  instructions: string;
  labels: unknown;
  diff: unknown;
};

/** Each version the release names: number, date, instructions, label configuration, changes. */
export function guidelinesMarkdown(
  title: string,
  versions: readonly GuidelineVersionRow[],
): string {
  const parts = [`# Guidelines of ${markdownInline(title)}`];
  if (versions.length === 0) parts.push("No guideline version is recorded for this release.");
  for (const v of versions) {
    parts.push(
      `## Version ${v.version} (${v.createdAt.toISOString().slice(0, 10)})`,
      "### Instructions",
      v.instructions.trim() ? markdownBlock(v.instructions) : "(none)",
      "### Labels",
      fenced(JSON.stringify(v.labels ?? {}, null, 2), "json"),
    );
    if (Array.isArray(v.diff) && v.diff.length)
      parts.push(
        "### Changes from the previous version",
        fenced(JSON.stringify(v.diff, null, 2), "json"),
      );
  }
  return parts.join("\n\n") + "\n";
}

/** CITATION.cff (1.2.0): the release's citation text, when given, in `message`. */
export function citationCff(r: {
  title: string;
  version: string;
  createdAt: Date;
  license: string;
  citation: string | null;
  author: string;
}): string {
  const message = r.citation?.trim()
    ? `If you use this dataset, please cite it as:\n${r.citation.trim()}`
    : "If you use this dataset, please cite it as below.";
  return stringify({
    "cff-version": "1.2.0",
    message,
    type: "dataset",
    title: r.title,
    version: r.version,
    "date-released": r.createdAt.toISOString().slice(0, 10),
    license: r.license,
    authors: [{ name: r.author }],
  });
}
