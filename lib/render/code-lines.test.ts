import { describe, expect, it } from "vitest";
import { codeLines, layoutInPlaceComment, type CodeLine } from "./code-lines";

function textOf(line: CodeLine, only?: "generated" | "code"): string {
  return line.segments
    .filter((s) => only === undefined || s.generated === (only === "generated"))
    .map((s) =>
      s.html
        .replace(/<[^>]+>/g, "")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, "&"),
    )
    .join("");
}

describe("codeLines", () => {
  it("numbers lines from startLine and drops a trailing newline's empty line", () => {
    const lines = codeLines("int a;\n\nint b;\n", "java", 10);
    expect(lines.map((l) => l.number)).toEqual([10, 11, 12]);
    expect(lines.map((l) => textOf(l))).toEqual(["int a;", "", "int b;"]);
    expect(lines[0].segments[0].html).toContain("hljs-type");
  });

  it("escapes code in unknown languages", () => {
    expect(codeLines("<b>x</b>", "nope")[0].segments[0].html).toBe("&lt;b&gt;x&lt;/b&gt;");
  });
});

describe("layoutInPlaceComment", () => {
  const base = {
    programmingLanguage: "Java",
    codePrefix: "public class Calc {\n    ",
    predictedComment: "/**\n     * Adds two numbers.\n     */",
    codeSuffix: "\n    public int add(int a, int b) { return a + b; }\n}\n",
  };

  it("inserts the comment between prefix and suffix with continuous line numbers", () => {
    const layout = layoutInPlaceComment(base);
    expect(layout.lines.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(layout.lines.map((l) => textOf(l))).toEqual([
      "public class Calc {",
      "    /**",
      "     * Adds two numbers.",
      "     */",
      "    public int add(int a, int b) { return a + b; }",
      "}",
    ]);
    expect(layout.firstGenerated).toBe(1);
    expect(layout.lastGenerated).toBe(3);
    expect(layout.commentEmpty).toBe(false);
    // The indentation on line 2 belongs to the prefix, the rest to the comment.
    expect(textOf(layout.lines[1], "code")).toBe("    ");
    expect(textOf(layout.lines[1], "generated")).toBe("/**");
    expect(layout.lines[0].segments.every((s) => !s.generated)).toBe(true);
    expect(layout.lines[4].segments.every((s) => !s.generated)).toBe(true);
  });

  it("shows the comment as comment text, never as code or markup", () => {
    const layout = layoutInPlaceComment({
      ...base,
      predictedComment: "// returns <b>x</b> & public class",
    });
    const generated = layout.lines[1].segments.filter((s) => s.generated);
    expect(generated).toHaveLength(1);
    expect(generated[0].html).toBe(
      '<span class="hljs-comment">// returns &lt;b&gt;x&lt;/b&gt; &amp; public class</span>',
    );
  });

  it("balances the comment span on every line", () => {
    const layout = layoutInPlaceComment(base);
    for (const line of layout.lines.slice(1, 4)) {
      const html = line.segments
        .filter((s) => s.generated)
        .map((s) => s.html)
        .join("");
      expect(html.startsWith('<span class="hljs-comment">')).toBe(true);
      expect(html.endsWith("</span>")).toBe(true);
    }
  });

  it("marks an empty comment with a single empty generated segment", () => {
    const layout = layoutInPlaceComment({ ...base, predictedComment: "" });
    expect(layout.commentEmpty).toBe(true);
    expect(layout.lines).toHaveLength(4);
    expect(layout.firstGenerated).toBe(1);
    expect(layout.lastGenerated).toBe(1);
    const marker = layout.lines[1].segments.find((s) => s.generated);
    expect(marker).toEqual({ html: "", generated: true, empty: true });
  });

  it("treats a whitespace-only comment as empty", () => {
    expect(layoutInPlaceComment({ ...base, predictedComment: "  \n " }).commentEmpty).toBe(true);
  });

  it("handles prefix ending with a newline and CRLF input", () => {
    const layout = layoutInPlaceComment(
      {
        programmingLanguage: "python",
        codePrefix: "import os\r\n",
        predictedComment: "# 计算总和\r\n",
        codeSuffix: "def total(xs):\r\n    return sum(xs)",
      },
      7,
    );
    expect(layout.lines.map((l) => textOf(l))).toEqual([
      "import os",
      "# 计算总和",
      "def total(xs):",
      "    return sum(xs)",
    ]);
    expect(layout.lines.map((l) => l.number)).toEqual([7, 8, 9, 10]);
    expect(layout.firstGenerated).toBe(1);
    // The comment's trailing newline does not make line 9 part of the generated region.
    expect(layout.lastGenerated).toBe(1);
    expect(layout.lines[2].segments.some((s) => s.generated)).toBe(false);
  });

  it("works with empty prefix and suffix", () => {
    const layout = layoutInPlaceComment({
      programmingLanguage: "go",
      codePrefix: "",
      predictedComment: "// only",
      codeSuffix: "",
    });
    expect(layout.lines).toHaveLength(1);
    expect(textOf(layout.lines[0])).toBe("// only");
    expect(layout.firstGenerated).toBe(0);
  });
});
