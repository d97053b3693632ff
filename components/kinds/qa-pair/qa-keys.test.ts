import { describe, expect, it } from "vitest";
import { qaModule, type QaForm } from "./qa-form";
import { withAcceptedAsCorrect, withCitation, withReferenceCited } from "./qa-keys";

const refs = [
  { url: "https://go.dev/pkg/net/http", title: "net/http" },
  { url: "ftp://old.example/x", title: "not citable" },
  { url: "http://example.org/", title: null },
];
const form = (patch: Partial<QaForm> = {}): QaForm => ({ ...qaModule.empty(), ...patch });

describe("withCitation", () => {
  it.each([
    { name: "appends to no rows", rows: [], want: [{ url: "https://a.test/", quote: "" }] },
    {
      name: "fills the first blank row, keeping its quote",
      rows: [
        { url: "x", quote: "" },
        { url: " ", quote: "q" },
      ],
      want: [
        { url: "x", quote: "" },
        { url: "https://a.test/", quote: "q" },
      ],
    },
    {
      name: "keeps an already cited page (normalised)",
      rows: [{ url: "HTTPS://a.test", quote: "q" }],
      want: [{ url: "HTTPS://a.test", quote: "q" }],
    },
  ])("$name", ({ rows, want }) => {
    expect(withCitation(rows, "https://a.test/")).toEqual(want);
  });
});

describe("withReferenceCited", () => {
  it("n is the reference's number in the item's list", () => {
    expect(withReferenceCited(form(), refs, 3).citations).toEqual([
      { url: "http://example.org/", quote: "" },
    ]);
  });
  it.each([2, 4])("reference %i (not http(s), or past the list) changes nothing", (n) => {
    const f = form();
    expect(withReferenceCited(f, refs, n)).toBe(f);
  });
});

describe("withAcceptedAsCorrect", () => {
  it("accepts as correct citing every citable reference once, keeping typed citations and notes", () => {
    const f = withAcceptedAsCorrect(
      form({
        verdict: "reject",
        reject_reasons: ["too_simple"],
        answer_label: "incorrect",
        final_answer: "x",
        notes: "n",
        citations: [{ url: "https://go.dev/pkg/net/http", quote: "q" }],
      }),
      refs,
    );
    expect(f).toMatchObject({
      verdict: "accept",
      reject_reasons: [],
      answer_label: "correct",
      final_answer: "",
      notes: "n",
    });
    expect(f.standards).toEqual({
      single_answer: "meets",
      not_too_simple: "meets",
      verifiable: "meets",
    });
    expect(f.citations).toEqual([
      { url: "https://go.dev/pkg/net/http", quote: "q" },
      { url: "http://example.org/", quote: "" },
    ]);
    expect(qaModule.toAnnotation(f)).toMatchObject({
      verdict: "accept",
      answer_label: "correct",
      final_answer: null,
    });
  });
});
