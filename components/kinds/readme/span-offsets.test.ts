import { describe, expect, it } from "vitest";
import { findInSource, highlightSegments, trimSpan } from "./span-offsets";

const readme =
  "# Tool\r\n\r\nΤο εργαλείο **μετατρέπει** αρχεία.\r\n\r\n- Streams `big` files\r\n- See [the docs](https://x.org/d) for more\r\n";

describe("trimSpan", () => {
  it.each([
    [" ab \n", 0, 5, { start: 1, end: 3, text: "ab" }],
    [" ab \n", 5, 0, { start: 1, end: 3, text: "ab" }],
    ["ab", -3, 99, { start: 0, end: 2, text: "ab" }],
    [" \r\n ", 0, 4, null],
  ])("%j [%i, %i)", (content, start, end, expected) => {
    expect(trimSpan(content, start, end)).toEqual(expected);
  });
});

describe("findInSource", () => {
  it.each([
    ["εργαλείο μετατρέπει αρχεία", "εργαλείο **μετατρέπει** αρχεία"],
    ["Streams big files", "Streams `big` files"],
    ["See the docs for more", "See [the docs](https://x.org/d) for more"],
    ["αρχεία.\n\nStreams", "αρχεία.\r\n\r\n- Streams"],
    ["  Tool ", "Tool"],
  ])("%j", (selected, expected) => {
    const span = findInSource(readme, selected, 0);
    expect(span?.text).toBe(expected);
    expect(readme.slice(span!.start, span!.end)).toBe(span!.text);
  });

  it("prefers the first match after `from`, else the first at all, else null", () => {
    const text = "run fast. run fast.";
    expect(findInSource(text, "run fast", 3)?.start).toBe(10);
    expect(findInSource(text, "run fast", 15)?.start).toBe(0);
    expect(findInSource(text, "walk", 0)).toBeNull();
    expect(findInSource(text, "   ", 0)).toBeNull();
  });
});

describe("highlightSegments", () => {
  it("covers the text once, with the spans over each piece", () => {
    expect(
      highlightSegments(10, [
        { start: 2, end: 6 },
        { start: 4, end: 8 },
      ]),
    ).toEqual([
      { start: 0, end: 2, owners: [] },
      { start: 2, end: 4, owners: [0] },
      { start: 4, end: 6, owners: [0, 1] },
      { start: 6, end: 8, owners: [1] },
      { start: 8, end: 10, owners: [] },
    ]);
    expect(highlightSegments(0, [])).toEqual([]);
    expect(highlightSegments(3, [{ start: 5, end: 9 }])).toEqual([
      { start: 0, end: 3, owners: [] },
    ]);
  });
});
