import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en.json";
import type { MessageKey } from "./kind-module";
import { commentModule } from "@/components/kinds/generated-comment/comment-form";
import { qaModule } from "@/components/kinds/qa-pair/qa-form";
import { changedFields, describeAnnotation } from "./saved-version";

// The field names as the screens show them (useFieldLabels), in English.
const t = createTranslator({ locale: "en", messages: en });
const named = (keys: Record<string, MessageKey>) =>
  Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)]));
const labels = named(commentModule.labels);
const qaLabels = named(qaModule.labels);

describe("saved-version: what a stale tab says about the version that was saved", () => {
  it("names every field of the saved annotation", () => {
    expect(
      describeAnnotation({
        labels,
        annotation: { accuracy: "partially_correct", error_codes: ["MS-CC", "LG-GR4"], notes: "" },
      }),
    ).toBe("Accuracy: Partially correct; Error codes: MS-CC, LG-GR4; Notes: none");
  });

  it("says none, yes and no in the words it is given (the reader's language)", () => {
    expect(
      describeAnnotation({
        labels: {},
        annotation: { notes: "", dev: true, seed: false },
        words: { none: "κανένα", yes: "ναι", no: "όχι" },
      }),
    ).toBe("Notes: κανένα; Dev: ναι; Seed: όχι");
  });

  it("names only the fields asked for, and quotes (and shortens) free text", () => {
    expect(
      describeAnnotation({
        labels,
        annotation: { accuracy: "incorrect", notes: "x".repeat(100) },
        keys: ["notes"],
      }),
    ).toBe(`Notes: “${"x".repeat(79)}…”`);
  });

  it("shows a value that is a JSON object as JSON, not as [object Object]", () => {
    expect(
      describeAnnotation({ labels, annotation: { notes: { text: "n" } }, keys: ["notes"] }),
    ).toBe('Notes: {"text":"n"}');
  });

  it.each([
    [
      { accuracy: "correct", error_codes: [], notes: "" },
      { accuracy: "incorrect", error_codes: [], notes: "" },
      ["accuracy"],
    ],
    [
      { accuracy: "correct", error_codes: [], notes: "" },
      { accuracy: "correct", error_codes: [], notes: "" },
      [],
    ],
    // A form's missing field equals the schema's default.
    [
      { accuracy: "correct", error_codes: [], notes: "" },
      { accuracy: "correct", error_codes: [] },
      [],
    ],
    [
      { accuracy: "correct", error_codes: ["MS-CC"], notes: "" },
      { error_codes: ["MS-CC", "SE-TS"], notes: "a" },
      ["accuracy", "error_codes", "notes"],
    ],
  ])("changed fields of %j against %j: %j", (saved, mine, expected) => {
    expect(changedFields({ labels, saved, mine })).toEqual(expected);
  });

  it("a QA pair accepted in one tab, rejected in the other", () => {
    const saved = {
      verdict: "accept",
      reject_reasons: [],
      answer_label: "correct",
      final_answer: null,
      citations: [
        { url: "https://a.example/", quote: null },
        { url: "https://b.example/", quote: null },
      ],
      notes: "",
    };
    const mine = { verdict: "reject", reject_reasons: ["too_simple"], notes: "" };
    const keys = changedFields({ labels: qaLabels, saved, mine });
    expect(keys).toEqual(["verdict", "reject_reasons", "answer_label", "citations"]);
    expect(
      describeAnnotation({
        labels: qaLabels,
        annotation: mine,
        keys: ["verdict", "reject_reasons"],
      }),
    ).toBe("Verdict: Reject; Reject reasons: too_simple");
    expect(describeAnnotation({ labels: qaLabels, annotation: saved, keys })).toBe(
      "Verdict: Accept; Reject reasons: none; Reference answer: Correct; Citations: https://a.example/, https://b.example/",
    );
  });
});
