// Server-rendered markup of the item components (components/items), checked as HTML strings.
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en.json";
import { CodeView } from "@/components/items/code-view";
import { DialogueView } from "@/components/kinds/dialogue/dialogue-view";
import { GeneratedCommentView } from "@/components/kinds/generated-comment/generated-comment-view";
import { ItemView } from "@/components/items/item-view";
import { LanguageBadge } from "@/components/items/language-badge";
import { QaPairView } from "@/components/kinds/qa-pair/qa-pair-view";
import { ReadmeView } from "@/components/kinds/readme/readme-view";
import { StatusBadge } from "@/components/items/status-badge";
import type {
  GeneratedCommentFields,
  ItemDetailDto,
  QaPairFields,
  ReadmeFields,
} from "@/lib/items/item-dto";
import { itemStatuses } from "@/lib/items/item-kinds";

// In English, as the app renders for an en-US browser.
function html<P extends object>(component: ComponentType<P>, props: P): string {
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: "en",
      messages: en,
      timeZone: "UTC",
      children: createElement(component, props),
    }),
  );
}

const comment: GeneratedCommentFields = {
  kind: "generated_comment",
  fileId: "src/Calc.java",
  model: "gpt-4o",
  programmingLanguage: "Java",
  codePrefix: "public class Calc {\n    ",
  predictedComment: "/** Returns the sum 和 <img src=x onerror=alert(1)> */",
  codeSuffix: "\n    int add(int a, int b) { return a + b; }\n}\n",
  originalComment: "/** Adds two numbers. */",
};

const qa: QaPairFields = {
  kind: "qa_pair",
  question: "Why does `x` fail? <script>alert(1)</script>",
  answer: "Because **y**.",
  difficulty: "hard",
  domain: "python",
  dialogueExternalId: "dlg-7",
  dialogue: {
    itemId: 2,
    projectId: 1,
    externalId: "dlg-7",
    turns: [
      { role: "user", content: "Привет" },
      { role: "assistant", content: "Γεια σου" },
    ],
  },
  references: [
    { url: "https://docs.python.org/3/library/os.html", title: "os — Miscellaneous" },
    { url: "javascript:alert(1)", title: "evil" },
  ],
};

const readme: ReadmeFields = {
  kind: "readme",
  repo: "octo/demo",
  url: "https://github.com/octo/demo",
  license: "MIT",
  content: '# Demo 演示\n\n<iframe src="https://evil"></iframe>\n  indented  line\n',
};

describe("GeneratedCommentView", () => {
  it("shows the comment in place with a label, continuous line numbers and escaped text", () => {
    const out = html(GeneratedCommentView, { fields: comment });
    expect(out).toContain('data-testid="generated-comment-in-place"');
    expect(out).toContain("Generated comment (gpt-4o)");
    const numbers = [...out.matchAll(/data-line="(\d+)"/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual([1, 2, 3, 4]);
    const region = out.slice(
      out.indexOf('data-testid="generated-comment-in-place"'),
      out.indexOf('data-line="3"'),
    );
    expect(region).toContain("Returns the sum 和");
    expect(out).not.toContain("<img");
    expect(out).toContain('data-testid="word-diff"');
    expect(out).toMatch(/<del[^>]*>[^<]*Adds two numbers\.?[^<]*<\/del>/);
    expect(out).toMatch(/<ins[^>]*>[^<]*Returns the sum/);
    expect(out).not.toContain("the model produced no comment");
  });

  it("marks an empty generated comment explicitly", () => {
    const out = html(GeneratedCommentView, { fields: { ...comment, predictedComment: "" } });
    expect(out).toContain('data-testid="generated-comment-empty"');
    expect(out).toContain("(the model produced no comment)");
    expect(out).toContain('data-empty="true"');
  });
});

describe("QaPairView", () => {
  it("renders question, badges, safe references and the collapsed source dialogue", () => {
    const out = html(QaPairView, { fields: qa });
    expect(out).toContain('data-testid="qa-question"');
    expect(out).not.toContain("<script");
    expect(out).toContain("Difficulty: hard");
    expect(out).toContain("Domain: python");
    expect(out).toContain('href="https://docs.python.org/3/library/os.html"');
    expect(out).toContain("(docs.python.org)");
    expect(out).not.toMatch(/href="javascript:/i);
    expect(out).toMatch(/<details[^>]*data-testid="qa-source-dialogue"/);
    expect(out).toContain("Source dialogue (2 turns)");
    expect(out.match(/data-testid="dialogue-turn"/g)).toHaveLength(2);
  });

  it("says when the source dialogue is not in the source dialogue project", () => {
    const out = html(QaPairView, { fields: { ...qa, dialogue: null } });
    expect(out.replace(/<[^>]+>/g, "")).toContain(
      "Source dialogue dlg-7 is not in the source dialogue project",
    );
    expect(out).not.toContain("<details");
  });
});

describe("ReadmeView", () => {
  it("renders header, sanitized markdown and the raw source with line numbers", () => {
    const out = html(ReadmeView, { fields: readme });
    expect(out).toContain("octo/demo");
    expect(out).toContain("License: MIT");
    expect(out).toMatch(/<details open=""[^>]*data-testid="readme-rendered"/);
    expect(out).toContain("<h1>Demo 演示</h1>");
    expect(out).not.toContain("<iframe");
    expect(out).toContain("&lt;iframe"); // shown as text in the source listing
    expect(out).toContain("  indented  line");
    expect([...out.matchAll(/data-line="(\d+)"/g)].map((m) => m[1])).toEqual(["1", "2", "3", "4"]);
  });
});

describe("DialogueView, CodeView and badges", () => {
  it("renders user and assistant turns with role labels", () => {
    const out = html(DialogueView, {
      turns: [
        { role: "human", content: "**hi**" },
        { role: "gpt", content: "```python\nprint(1)\n```" },
      ],
    });
    expect(out).toContain('data-role="human"');
    expect(out).toContain("Human");
    expect(out).toContain("<strong>hi</strong>");
    expect(out).toContain('<span class="hljs-built_in">print</span>');
  });

  it("numbers code from startLine", () => {
    const out = html(CodeView, { code: "a\nb", language: "text", startLine: 41 });
    expect([...out.matchAll(/data-line="(\d+)"/g)].map((m) => m[1])).toEqual(["41", "42"]);
  });

  it("labels every status and language", () => {
    for (const status of itemStatuses)
      expect(html(StatusBadge, { status })).toContain(`data-status="${status}"`);
    expect(html(StatusBadge, { status: "in_adjudication" })).toContain("In adjudication");
    expect(html(LanguageBadge, { code: "el" })).toContain("Greek");
    expect(html(LanguageBadge, { code: "xx" })).toContain(">xx<");
  });

  it("switches on the item kind", () => {
    const base = {
      id: 1,
      projectId: 1,
      kind: "readme" as const,
      externalId: "r-1",
      language: "zh",
      status: "gold" as const,
      annotationCount: 0,
      annotationsNeeded: 2,
      createdAt: "",
      meta: null,
    };
    const item: ItemDetailDto = { ...base, fields: readme };
    const out = html(ItemView, { item });
    expect(out).toContain('data-kind="readme"');
    expect(out).toContain('data-testid="readme-view"');
    expect(out).toContain("Chinese");
  });
});
