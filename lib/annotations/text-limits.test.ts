import { describe, expect, it } from "vitest";
import { skipInputSchema } from "@/lib/queue/skip-input-schema";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { annotationSchemaFor } from "./annotation-schema-for";
import { counterText, textLimits } from "./text-limits";

const cites = [{ url: "https://go.dev/doc/" }, { url: "https://pkg.go.dev/net/http" }];
const x = (n: number) => "x".repeat(n);
const span = { start: 0, end: 4, text: "Tiny" };

/** The one message per path of a refused value (an accepted one gives {}). */
function messages(
  kind: "dialogue" | "qa_pair" | "readme" | "generated_comment",
  value: unknown,
): Record<string, string[]> {
  const r = annotationSchemaFor({
    kind,
    settings: parseProjectSettings({ taskCategories: ["debugging", "other"] }),
    itemText: "Tiny README",
  }).safeParse(value);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[i.path.join(".")] ??= []).push(i.message);
  return out;
}

describe("free-text limits: refused whole with a message that gives the limit and the length, never cut", () => {
  it.each([
    [
      "generated_comment",
      { accuracy: "correct", notes: x(12_000) },
      "notes",
      "must be at most 10,000 characters (this has 12,000)",
    ],
    [
      "dialogue",
      { dev_related: false, notes: x(10_001) },
      "notes",
      "must be at most 10,000 characters (this has 10,001)",
    ],
    [
      "qa_pair",
      { verdict: "accept", answer_label: "incorrect", final_answer: x(12_000), citations: cites },
      "final_answer",
      "must be at most 5,000 characters (this has 12,000)",
    ],
    [
      "qa_pair",
      {
        verdict: "accept",
        answer_label: "correct",
        citations: [{ ...cites[0], quote: x(5_001) }, cites[1]],
      },
      "citations.0.quote",
      "must be at most 5,000 characters (this has 5,001)",
    ],
    [
      "readme",
      { functionalities: [{ extractive: span, abstractive: x(2_001) }] },
      "functionalities.0.abstractive",
      "must be at most 2,000 characters (this has 2,001)",
    ],
  ] as const)("%s: %s", (kind, value, path, message) => {
    expect(messages(kind, value)).toEqual({ [path]: [message] });
  });

  it.each([
    ["generated_comment", { accuracy: "correct", notes: x(textLimits.notes) }],
    [
      "qa_pair",
      {
        verdict: "accept",
        answer_label: "incorrect",
        final_answer: x(textLimits.final_answer),
        citations: [{ ...cites[0], quote: x(textLimits.quote) }, cites[1]],
      },
    ],
    ["readme", { functionalities: [{ extractive: span, abstractive: x(textLimits.abstractive) }] }],
  ] as const)("%s at exactly the limit is accepted as it is", (kind, value) => {
    const r = annotationSchemaFor({
      kind,
      settings: parseProjectSettings({ taskCategories: ["debugging", "other"] }),
      itemText: "Tiny README",
    }).safeParse(value);
    expect(r.success).toBe(true);
    expect(JSON.stringify(r.data)).toContain(
      x(Math.min(textLimits.notes, textLimits.final_answer, textLimits.abstractive)),
    );
  });

  it("a README annotation holds at most 200 functionalities, refused with a field message beyond", () => {
    const list = (n: number) => ({
      functionalities: Array.from({ length: n }, () => ({
        extractive: span,
        abstractive: x(textLimits.abstractive),
      })),
    });
    expect(messages("readme", list(201))).toEqual({
      functionalities: ["must hold at most 200 functionalities (this has 201)"],
    });
    expect(messages("readme", list(200))).toEqual({});
  });

  it("a skip reason beyond its limit is refused with the same kind of message", () => {
    const r = skipInputSchema.safeParse({ reason: x(501) });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      "must be at most 500 characters (this has 501)",
    ]);
  });

  it.each([
    [0, 10_000, "0 / 10,000"],
    [12_000, 10_000, "12,000 / 10,000"],
  ])("counter %i of %i → %s", (n, max, text) => {
    expect(counterText(n, max)).toBe(text);
  });
});
