import { describe, expect, it } from "vitest";
import { findRendered, renderedText, squeeze } from "./rendered-match";

describe("findRendered", () => {
  it.each([
    [
      "bold markup",
      "Το εργαλείο **μετατρέπει** αρχεία",
      "Το εργαλείο μετατρέπει αρχεία CSV σε JSON.",
    ],
    [
      "a list item across a line break",
      "- Streams large files\n  without loading",
      "Features\nStreams large files without loading them",
    ],
    ["a link", "See [the docs](https://x.example) for `config`", "See the docs for config"],
    ["a heading", "## Install", "Intro\nInstall\nRun it"],
  ])("maps a source span with %s to the rendered text", (_, snippet, text) => {
    const range = findRendered(text, snippet);
    expect(range).not.toBeNull();
    const [start, end] = range!;
    expect(squeeze(text.slice(start, end)).flat).toBe(squeeze(renderedText(snippet)).flat.trim());
  });

  it("returns null for text that is not rendered, and searches from an offset", () => {
    expect(findRendered("Hello world", "Goodbye")).toBeNull();
    expect(findRendered("Hello", "**  **")).toBeNull();
    expect(findRendered("fast. fast.", "fast", 1)).toEqual([6, 10]);
  });
});
