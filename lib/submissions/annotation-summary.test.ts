import { describe, expect, it } from "vitest";
import { annotationSummary } from "./annotation-summary";

describe("annotationSummary", () => {
  it.each([
    {
      name: "scalars in order, empties left out",
      data: { accuracy: "incorrect", error_codes: [], notes: "" },
      want: [["accuracy", "incorrect"]],
    },
    {
      name: "booleans, false included",
      data: { dev_related: false, code_centric: null },
      want: [["dev_related", "false"]],
    },
    {
      name: "string lists joined",
      data: { error_codes: ["SE-HA3", "MS-CC"] },
      want: [["error_codes", "SE-HA3, MS-CC"]],
    },
    {
      name: "object lists by their main text, counted",
      data: { citations: [{ quote: "q", url: "https://a" }, { url: "https://b" }] },
      want: [["citations", "(2) https://a; https://b"]],
    },
    {
      name: "README functionalities by their paraphrase, not their span",
      data: {
        functionalities: [
          { extractive: { start: 0, end: 9, text: "tinyqueue" }, abstractive: "Queues jobs" },
          { extractive: { start: 10, end: 20, text: "Retries" } },
        ],
      },
      want: [["functionalities", "(2) Queues jobs; Retries"]],
    },
    {
      name: "long text cut at 80",
      data: { notes: "x".repeat(100) },
      want: [["notes", `${"x".repeat(79)}…`]],
    },
    {
      name: "notes last",
      data: { notes: "n", grade: "correct" },
      want: [
        ["grade", "correct"],
        ["notes", "n"],
      ],
    },
    { name: "not an object", data: "junk", want: [] },
  ])("$name", ({ data, want }) => {
    expect(annotationSummary(data)).toEqual(want);
  });
});
