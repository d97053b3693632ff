import { describe, expect, it } from "vitest";
import { kindModule } from "@/lib/items/kinds";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { itemLineExamples } from "./item-line-examples";
import { checkReleaseLine } from "./release-line";

const settings = parseProjectSettings({});
const gold = kindModule("qa_pair").exampleAnnotation;
const { prior_annotations: _, ...qa } = itemLineExamples.qa_pair;

/** A gold export's QA line, as lib/export/export-line.ts writes it. */
const exported = (patch: Record<string, unknown> = {}) => ({
  schema_version: 1,
  ...qa,
  status: "gold",
  source: "adjudicated",
  gold: {
    ...gold,
    citations: (gold.citations as object[]).map((c) => ({ ...c, cited_by: ["sdqa-a"] })),
  },
  annotations: [
    {
      annotator: "sdqa-a",
      imported: false,
      submitted_at: "2026-01-02T03:04:05.678Z",
      time_spent_ms: 4321,
      annotation: gold,
      guideline_version: 2,
    },
  ],
  adjudication: {
    adjudicator: "annotator-0a1b2c3d",
    resolved_at: "2026-01-03T00:00:00.000Z",
    rationale: "A cites the docs",
    choice: "a",
  },
  machine_annotations: [],
  validation: [],
  guideline_version: 2,
  ...patch,
});

const check = (value: unknown, projectKind: "qa_pair" | "dialogue" = "qa_pair") =>
  checkReleaseLine({ line: 7, value, projectKind, settings });

const fieldsOf = (value: unknown, projectKind?: "qa_pair" | "dialogue") => {
  const result = check(value, projectKind);
  return result.ok ? [] : result.errors.map((e) => [e.line, e.field, e.message]);
};

describe("a release line (format=release)", () => {
  it("becomes the item with prior annotations and its gold, cited_by dropped", () => {
    const result = check(exported());
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value).toMatchObject({
      kind: "qa_pair",
      external_id: qa.external_id,
      prior_annotations: [
        {
          annotator: "sdqa-a",
          submitted_at: "2026-01-02T03:04:05.678Z",
          time_spent_ms: 4321,
        },
      ],
      release: {
        status: "gold",
        source: "adjudicated",
        provenance: { adjudicator: "annotator-0a1b2c3d", choice: "a" },
      },
    });
    expect(result.value.release?.gold.citations).toEqual(gold.citations);
  });

  it("takes an unresolved line as an open item, without gold", () => {
    const line = exported({ status: "unresolved", source: null, gold: null, adjudication: null });
    const result = check(line);
    expect(result.ok && result.value.release).toBeUndefined();
  });

  it.each([
    ["a gold the kind refuses", { gold: { ...gold, verdict: "maybe" } }, "gold.verdict"],
    ["a status the gold contradicts", { status: "rejected" }, "status"],
    ["gold without a source", { source: null }, "source"],
    ["an unresolved line with gold", { status: "unresolved" }, "source"],
    ["another schema version", { schema_version: 2 }, "schema_version"],
    ["an unknown item field", { colour: "red" }, ""],
    ["a bad item field", { language: "English" }, "language"],
    [
      "an annotation the kind refuses",
      { annotations: [{ annotator: "x", submitted_at: null, time_spent_ms: 0, annotation: {} }] },
      "annotations[0].annotation.verdict",
    ],
    [
      "an unknown key in an annotation",
      {
        annotations: [
          { annotator: "x", submitted_at: null, time_spent_ms: 0, annotation: gold, mood: 1 },
        ],
      },
      "annotations[0]",
    ],
  ])("refuses %s, naming the field and line", (_name, patch, field) => {
    const errors = fieldsOf(exported(patch));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((e) => e[0])).toSatisfy((lines: unknown[]) => lines.every((l) => l === 7));
    expect(errors.map((e) => e[1] ?? "")).toContain(field);
  });

  it("refuses a line of another kind than the project's", () => {
    expect(fieldsOf(exported(), "dialogue")).toEqual([
      [7, "kind", '"qa_pair" does not match this project\'s kind "dialogue"'],
    ]);
  });

  it("reads a dialogue's dialogue_source back as its source", () => {
    const { prior_annotations: __, source, ...dialogue } = itemLineExamples.dialogue;
    const line = {
      schema_version: 1,
      ...dialogue,
      dialogue_source: source ?? "wildchat",
      status: "unresolved",
      source: null,
      gold: null,
      annotations: [],
      adjudication: null,
    };
    const result = check(line, "dialogue");
    expect(result.ok && result.value).toMatchObject({ source: source ?? "wildchat" });
  });
});
