import { describe, expect, it } from "vitest";
import type { ItemKind } from "@/lib/items/item-kinds";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { annotationSchemaFor } from "./annotation-schema-for";
import { differingFields } from "./differing-fields";

const readme = "# Tiny\n\nParses TOML files. Watches folders for changes.";
const parse = (kind: ItemKind, value: object) =>
  annotationSchemaFor({
    kind,
    settings: parseProjectSettings({ taskCategories: ["knowledge_qa", "debugging", "other"] }),
    itemText: readme,
  }).parse(value);
const fields = (kind: ItemKind, ...values: object[]) =>
  differingFields({
    kind,
    annotations: values.map((v) => parse(kind, v)),
    settings: parseProjectSettings({ readmeMatchThreshold: 0.5 }),
  });

describe("differingFields: every field the annotations differ on, in schema order", () => {
  const cites = [{ url: "https://go.dev/doc/" }, { url: "https://pkg.go.dev/net/http" }];
  const accept = (o: object = {}) => ({
    verdict: "accept",
    answer_label: "partially_correct",
    final_answer: "ListenAndServe",
    citations: cites,
    ...o,
  });
  it.each([
    [accept(), accept({ notes: "notes never count" }), []],
    // The same page in another URL form, the same answer up to case and a full stop.
    [
      accept(),
      accept({
        final_answer: "listenandserve.",
        citations: [{ url: "https://pkg.go.dev/net/http/" }, { url: "https://go.dev/doc#x" }],
      }),
      [],
    ],
    [
      accept(),
      accept({
        answer_label: "incorrect",
        final_answer: "Serve",
        citations: [cites[0], { url: "https://example.org/" }],
      }),
      ["answer_label", "final_answer", "citations"],
    ],
    [
      accept(),
      accept({ answer_label: "correct", final_answer: null }),
      ["answer_label", "final_answer"],
    ],
    [
      accept(),
      { verdict: "reject", reject_reasons: ["too_simple"] },
      ["verdict", "reject_reasons", "answer_label", "final_answer", "citations"],
    ],
    [
      { verdict: "reject", reject_reasons: ["too_simple"] },
      { verdict: "reject", reject_reasons: ["other"] },
      ["reject_reasons"],
    ],
  ])("qa_pair %j vs %j → %j", (a, b, expected) =>
    expect(fields("qa_pair", a, b)).toEqual(expected),
  );

  it("dialogue: each label, not the notes", () => {
    const base = {
      dev_related: true,
      task_category: "knowledge_qa",
      code_centric: true,
      single_answer: true,
    };
    expect(fields("dialogue", base, { ...base, notes: "x" })).toEqual([]);
    expect(
      fields("dialogue", base, {
        ...base,
        task_category: "debugging",
        code_centric: null,
        time_invariant: true,
      }),
    ).toEqual(["task_category", "code_centric", "time_invariant"]);
  });

  it("generated_comment: accuracy and the set of error codes", () => {
    const c = (accuracy: string, error_codes: string[]) => ({ accuracy, error_codes });
    expect(
      fields(
        "generated_comment",
        c("correct", ["MS-CC", "LG-WL2"]),
        c("correct", ["LG-WL2", "MS-CC"]),
      ),
    ).toEqual([]);
    expect(fields("generated_comment", c("correct", ["MS-CC"]), c("incorrect", []))).toEqual([
      "accuracy",
      "error_codes",
    ]);
  });

  it("readme: the functionality lists, by the match rule", () => {
    const f = (start: number, end: number, abstractive: string) => ({
      functionalities: [
        { extractive: { start, end, text: readme.slice(start, end) }, abstractive },
      ],
    });
    expect(fields("readme", f(8, 25, "Reads TOML files"), f(8, 25, "Reads TOML files"))).toEqual(
      [],
    );
    expect(fields("readme", f(8, 25, "Reads TOML files"), f(27, 41, "Watches folders"))).toEqual([
      "functionalities",
    ]);
  });

  it("compares every annotation with the first; one annotation differs on nothing", () => {
    expect(fields("qa_pair", accept(), accept(), accept({ answer_label: "incorrect" }))).toEqual([
      "answer_label",
    ]);
    expect(fields("qa_pair", accept())).toEqual([]);
  });
});
