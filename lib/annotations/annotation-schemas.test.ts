import { describe, expect, it } from "vitest";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { annotationSchemaFor } from "./annotation-schema-for";

const settings = parseProjectSettings({ taskCategories: ["knowledge_qa", "debugging", "other"] });
const paths = (
  kind: Parameters<typeof annotationSchemaFor>[0]["kind"],
  value: unknown,
  itemText?: string,
) => {
  const r = annotationSchemaFor({ kind, settings, itemText }).safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
};

describe("annotation schemas", () => {
  it.each([
    [{ dev_related: false }, []],
    [{ dev_related: true }, ["task_category"]],
    [{ dev_related: true, task_category: "knowledge_qa" }, ["code_centric"]],
    [{ dev_related: true, task_category: "knowledge_qa", code_centric: true }, []],
    [{ dev_related: true, task_category: "cooking" }, ["task_category"]],
    [{ dev_related: "yes" }, ["dev_related"]],
    [{ dev_related: false, extra: 1 }, [""]],
  ])("dialogue %j → %j", (value, expected) => expect(paths("dialogue", value)).toEqual(expected));

  const cites = [{ url: "https://go.dev/doc/" }, { url: "https://pkg.go.dev/net/http" }];
  it.each([
    [{ verdict: "reject" }, ["reject_reasons"]],
    [{ verdict: "reject", reject_reasons: ["too_simple"] }, []],
    [{ verdict: "accept", answer_label: "correct", citations: cites }, []],
    [{ verdict: "accept", answer_label: "partially_correct", citations: cites }, ["final_answer"]],
    // A correct reference needs no correction: a corrected answer beside it contradicts the label (SPEC §3).
    [
      {
        verdict: "accept",
        answer_label: "correct",
        final_answer: "http.ListenAndServe",
        citations: cites,
      },
      ["final_answer"],
    ],
    [{ verdict: "accept", answer_label: "correct", final_answer: "  ", citations: cites }, []],
    [
      {
        verdict: "reject",
        reject_reasons: ["too_simple"],
        answer_label: "correct",
        final_answer: "x",
      },
      ["final_answer"],
    ],
    [{ verdict: "accept", answer_label: "correct", citations: [cites[0]] }, ["citations"]],
    // The same page twice (fragment, trailing slash) is one citation.
    [
      {
        verdict: "accept",
        answer_label: "correct",
        citations: [{ url: "https://go.dev/doc" }, { url: "https://go.dev/doc/#x" }],
      },
      ["citations"],
    ],
    [
      {
        verdict: "accept",
        answer_label: "correct",
        citations: [...cites, { url: "javascript:alert(1)" }],
      },
      ["citations.2.url"],
    ],
    [{ verdict: "accept", citations: cites }, ["answer_label"]],
  ])("qa_pair %j → %j", (value, expected) => expect(paths("qa_pair", value)).toEqual(expected));

  const content = "# Tiny\n\nParses TOML files. Watches folders.";
  it.each([
    [
      {
        functionalities: [
          {
            extractive: { start: 8, end: 25, text: "Parses TOML files" },
            abstractive: "Reads TOML",
          },
        ],
      },
      [],
    ],
    [
      {
        functionalities: [
          {
            extractive: { start: 8, end: 24, text: "Parses TOML files" },
            abstractive: "Reads TOML",
          },
        ],
      },
      ["functionalities.0.extractive"],
    ],
    [
      {
        functionalities: [
          { extractive: { start: 8, end: 25, text: "Parses TOML files" }, abstractive: " " },
        ],
      },
      ["functionalities.0.abstractive"],
    ],
    [{ functionalities: [] }, ["functionalities"]],
  ])("readme %j → %j", (value, expected) =>
    expect(paths("readme", value, content)).toEqual(expected),
  );

  it.each([
    [{ accuracy: "incorrect", error_codes: ["SE-HA3", "LG-WL2"] }, []],
    [{ accuracy: "correct" }, []],
    [{ accuracy: "fine" }, ["accuracy"]],
    [{ accuracy: "incorrect", error_codes: ["XX-1"] }, ["error_codes.0"]],
    [{ accuracy: "incorrect", error_codes: ["MS-CC", "MS-CC"] }, ["error_codes"]],
  ])("generated_comment %j → %j", (value, expected) =>
    expect(paths("generated_comment", value)).toEqual(expected),
  );
});
