// Line models for code panels: highlighted, per-line balanced HTML with continuous line numbers.
import { escapeHtml, highlightLines, splitHighlightedLines } from "./highlight-code";

export type CodeSegment = {
  /** Sanitized HTML (highlight.js spans around escaped text). */
  html: string;
  /** Part of the model-generated comment. */
  generated: boolean;
  /** Marks where an empty generated comment would have been. */
  empty?: boolean;
};

export type CodeLine = { number: number; segments: CodeSegment[] };

function dropTrailingEmptyLine(lines: string[]): string[] {
  return lines.length > 1 && lines[lines.length - 1] === "" ? lines.slice(0, -1) : lines;
}

/** Highlighted lines of a single source file, numbered from `startLine`. */
export function codeLines(
  code: string,
  language: string | null | undefined,
  startLine = 1,
): CodeLine[] {
  return dropTrailingEmptyLine(highlightLines(code, language)).map((html, index) => ({
    number: startLine + index,
    segments: html ? [{ html, generated: false }] : [],
  }));
}

export type InPlaceLayout = {
  lines: CodeLine[];
  /** Index (into `lines`) of the first and last line that contain generated text. */
  firstGenerated: number;
  lastGenerated: number;
  commentEmpty: boolean;
};

/**
 * The file as the model saw it, with the generated comment inserted between prefix and suffix.
 * The comment is shown as comment text (escaped, never markdown); line numbers run continuously
 * across prefix, comment and suffix, and a line may mix code and comment segments.
 */
export function layoutInPlaceComment(
  input: {
    codePrefix: string;
    predictedComment: string;
    codeSuffix: string;
    programmingLanguage: string;
  },
  startLine = 1,
): InPlaceLayout {
  const normalize = (text: string) => text.replace(/\r\n?/g, "\n");
  const comment = normalize(input.predictedComment);
  const commentEmpty = comment.trim() === "";

  const prefixLines: CodeSegment[] = highlightLines(
    input.codePrefix,
    input.programmingLanguage,
  ).map((html) => ({ html, generated: false }));
  const commentLines: CodeSegment[] = commentEmpty
    ? comment
        .split("\n")
        .map((text, index) => ({ html: escapeHtml(text), generated: true, empty: index === 0 }))
    : splitHighlightedLines(`<span class="hljs-comment">${escapeHtml(comment)}</span>`).map(
        (html) => ({ html, generated: true }),
      );
  const suffixLines: CodeSegment[] = highlightLines(
    input.codeSuffix,
    input.programmingLanguage,
  ).map((html) => ({ html, generated: false }));

  const rows: CodeSegment[][] = [[]];
  for (const part of [prefixLines, commentLines, suffixLines]) {
    part.forEach((segment, index) => {
      if (index > 0) rows.push([]);
      // Segments without visible text (a comment's trailing newline) must not mark a line as generated.
      const keep = segment.empty === true || segment.html.replace(/<[^>]*>/g, "") !== "";
      if (keep) rows[rows.length - 1].push(segment);
    });
  }
  if (rows.length > 1 && rows[rows.length - 1].length === 0) rows.pop();

  const lines = rows.map((segments, index) => ({ number: startLine + index, segments }));
  const isGenerated = (line: CodeLine) => line.segments.some((s) => s.generated);
  const firstGenerated = lines.findIndex(isGenerated);
  let lastGenerated = firstGenerated;
  for (let index = lines.length - 1; index >= 0; index--) {
    if (isGenerated(lines[index])) {
      lastGenerated = index;
      break;
    }
  }
  return { lines, firstGenerated, lastGenerated, commentEmpty };
}
