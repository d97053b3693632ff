import { describe, expect, it } from "vitest";
import { kindModule } from "@/lib/items/kinds";
import { joinLineErrors } from "@/lib/jsonl/line-result";
import { validateItemLine } from "@/lib/jsonl/validate-item-lines";
import { itemLineExamples } from "./item-line-examples";
import { itemLineSchema } from "./item-line-schema";

const comment = itemLineExamples.generated_comment;
const prior = (annotator: string, annotation: Record<string, unknown>, submitted_at?: string) => ({
  annotator,
  annotation,
  ...(submitted_at ? { submitted_at } : {}),
});

function errorOf(
  line: Record<string, unknown>,
  projectKind: keyof typeof itemLineExamples = "generated_comment",
): string {
  const result = validateItemLine({ line: 3, value: line, status: "value", projectKind });
  if (!result || result.ok) throw new Error("expected a line error");
  // A line's errors (one per field) as one `field: message` text.
  return joinLineErrors(result.errors).message;
}

describe("prior_annotations on an import line", () => {
  it("is optional and kept as given on every kind", () => {
    expect(itemLineSchema.parse(comment)).not.toHaveProperty("prior_annotations");
    const line = {
      ...comment,
      prior_annotations: [
        prior(
          "katzy-expert-el",
          { accuracy: "correct", error_codes: ["SE-HA3"] },
          "2024-05-01T10:00:00Z",
        ),
      ],
    };
    expect(itemLineSchema.parse(line).prior_annotations).toEqual([
      {
        annotator: "katzy-expert-el",
        annotation: { accuracy: "correct", error_codes: ["SE-HA3"] },
        submitted_at: "2024-05-01T10:00:00Z",
        time_spent_ms: 0,
      },
    ]);
    const timed = { ...line.prior_annotations[0], time_spent_ms: 1234 };
    expect(
      itemLineSchema.parse({ ...comment, prior_annotations: [timed] }).prior_annotations?.[0],
    ).toMatchObject({ time_spent_ms: 1234 });
    expect(
      itemLineSchema.parse({
        ...itemLineExamples.qa_pair,
        prior_annotations: [prior("sdqa.expert", kindModule("qa_pair").exampleAnnotation)],
      }),
    ).toMatchObject({
      prior_annotations: [{ annotator: "sdqa.expert", submitted_at: null }],
    });
  });

  it("checks each annotation with the kind's schema and names the field", () => {
    expect(
      errorOf({
        ...comment,
        prior_annotations: [
          prior("ok", { accuracy: "correct" }),
          prior("other", { accuracy: "great" }),
        ],
      }),
    ).toMatch(/^prior_annotations\[1\]\.annotation\.accuracy: /);
    expect(
      errorOf({
        ...comment,
        prior_annotations: [prior("ok", { accuracy: "correct", error_codes: ["XX-1"] })],
      }),
    ).toContain("prior_annotations[0].annotation.error_codes[0]");
  });

  it("checks a README's spans against the line's own content", () => {
    const readme = { kind: "readme", external_id: "r", content: "Parses CSV files." };
    const span = (start: number, end: number, text: string) => ({
      functionalities: [{ extractive: { start, end, text }, abstractive: "parses csv" }],
    });
    expect(
      itemLineSchema.safeParse({ ...readme, prior_annotations: [prior("x", span(0, 6, "Parses"))] })
        .success,
    ).toBe(true);
    expect(
      errorOf({ ...readme, prior_annotations: [prior("x", span(0, 6, "Writes"))] }, "readme"),
    ).toContain("prior_annotations[0].annotation.functionalities[0].extractive");
  });

  it("refuses a bad name, the same annotator twice, too many and a bad date", () => {
    const ok = { accuracy: "correct" };
    expect(errorOf({ ...comment, prior_annotations: [prior("a b@x", ok)] })).toContain(
      "prior_annotations[0].annotator: must start with a letter or digit",
    );
    expect(errorOf({ ...comment, prior_annotations: [prior("x".repeat(65), ok)] })).toContain(
      "prior_annotations[0].annotator: must be at most 64 characters",
    );
    expect(errorOf({ ...comment, prior_annotations: [prior("a", ok), prior("a", ok)] })).toContain(
      "prior_annotations[1].annotator: appears twice on this line",
    );
    expect(
      errorOf({
        ...comment,
        prior_annotations: ["a", "b", "c", "d", "e", "f"].map((n) => prior(n, ok)),
      }),
    ).toContain("prior_annotations: must hold at most 5");
    expect(errorOf({ ...comment, prior_annotations: [prior("a", ok, "yesterday")] })).toContain(
      "prior_annotations[0].submitted_at: must be an ISO 8601",
    );
    expect(
      errorOf({ ...comment, prior_annotations: [{ annotator: "a", annotation: ok, extra: 1 }] }),
    ).toContain('prior_annotations[0]: unknown key "extra"');
  });
});
