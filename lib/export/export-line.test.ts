import { describe, expect, it } from "vitest";
import type { ItemKind } from "@/lib/items/item-kinds";
import { exportLine, kindFields, type ExportRow } from "./export-line";

/** The JSON type of every path in a value: objects by key, array elements merged under "[]". */
function typesOf(
  value: unknown,
  path = "$",
  out = new Map<string, Set<string>>(),
): Map<string, Set<string>> {
  const type = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
  (out.get(path) ?? out.set(path, new Set()).get(path)!).add(type);
  if (Array.isArray(value)) value.forEach((v) => typesOf(v, `${path}[]`, out));
  else if (type === "object")
    for (const [k, v] of Object.entries(value as object)) typesOf(v, `${path}.${k}`, out);
  return out;
}

/** Key lists (in order) of every object in a value, by path. */
function keysOf(
  value: unknown,
  path = "$",
  out = new Map<string, Set<string>>(),
): Map<string, Set<string>> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, `${path}[]`, out));
  else if (value !== null && typeof value === "object") {
    (out.get(path) ?? out.set(path, new Set()).get(path)!).add(Object.keys(value).join(","));
    for (const [k, v] of Object.entries(value)) keysOf(v, `${path}.${k}`, out);
  }
  return out;
}

const person = (id: number, email: string) => `${email}#${id}`;
const at = "2026-03-01T09:00:00.000Z";

const data: {
  [K in ItemKind]: { full: object; partial: object; fields: Record<string, unknown> };
} = {
  generated_comment: {
    full: { accuracy: "incorrect", error_codes: ["SE-HA3"], notes: "n" },
    partial: { accuracy: "correct" },
    fields: {
      file_id: "f",
      model: "m",
      programming_language: "java",
      code_prefix: "",
      code_suffix: "",
      original_comment: "o",
      predicted_comment: "",
    },
  },
  qa_pair: {
    full: {
      verdict: "accept",
      reject_reasons: [],
      answer_label: "incorrect",
      final_answer: "x",
      citations: [{ url: "https://a.org", quote: "q" }],
      notes: "",
    },
    partial: { verdict: "reject", reject_reasons: ["too_simple"] },
    fields: {
      question: "q",
      answer: "a",
      difficulty: null,
      domain: "d",
      dialogue_external_id: null,
      references: [{ url: "https://r.org", title: null }],
    },
  },
  dialogue: {
    full: {
      dev_related: true,
      task_category: "debugging",
      code_centric: null,
      single_answer: true,
      time_invariant: false,
      evidence_supported: false,
      notes: "",
    },
    partial: { dev_related: false },
    fields: { dialogue_source: "wildchat", turns: [{ role: "user", content: "hi" }] },
  },
  readme: {
    full: {
      functionalities: [{ extractive: { start: 0, end: 2, text: "# " }, abstractive: "x" }],
      notes: "",
    },
    partial: { functionalities: [] },
    fields: { repo: "o/n", url: null, license: null, content: "# x" },
  },
  model_answer: {
    full: { grade: "not_attempted", notes: "hedges" },
    partial: { grade: "correct" },
    fields: {
      question: "q",
      reference_answer: "r",
      predicted_answer: "",
      model: "gpt-4o",
      run: null,
      qa_external_id: null,
    },
  },
};

function rows(kind: ItemKind): ExportRow[] {
  const d = data[kind];
  const base = {
    language: "en",
    ...d.fields,
    guideline_version: null,
    annotations: null,
    machine: null,
    adjudication: null,
    validation: null,
  };
  return [
    {
      ...base,
      external_id: "a",
      status: "gold",
      meta: { split: "test" },
      source: "adjudicated",
      gold: d.full,
      guideline_version: 3,
      annotations: [
        [1, "a@x.org", at, 1200, d.full, null, 1],
        [2, "b@x.org", at, 0, d.partial, null, 2],
      ],
      machine: [["judge", d.partial]],
      adjudication: [3, "c@x.org", at, "because", "b", 3],
      validation: [[4, "v@x.org", 3, "", at]],
    },
    {
      ...base,
      external_id: "b",
      status: "agreed",
      meta: null,
      source: "unanimous",
      gold: d.partial,
      guideline_version: 1,
      annotations: [
        [0, "", at, 0, d.partial, "katzy-expert-el"],
        [1, "a@x.org", at, 5, d.partial],
      ],
    },
    { ...base, external_id: "c", status: "rejected", meta: null, source: "veto", gold: d.partial },
    {
      ...base,
      external_id: "d",
      status: "in_adjudication",
      meta: null,
      source: null,
      gold: null,
      adjudication: [3, "c@x.org", at, null, "a"],
    },
    { ...base, external_id: "e", status: "pending", meta: null, source: null, gold: null },
  ];
}

describe.each(Object.keys(data) as ItemKind[])("exportLine (%s)", (kind) => {
  const lines = rows(kind).map((r) => exportLine(r, { kind, person }));

  it("has every key on every line, in one order, with one JSON type per key (null aside)", () => {
    const keys = lines.map((l) => Object.keys(l).join(","));
    expect(new Set(keys).size).toBe(1);
    expect(Object.keys(lines[0])).toEqual([
      "schema_version",
      "kind",
      "external_id",
      "language",
      ...kindFields[kind],
      "meta",
      "status",
      "source",
      "guideline_version",
      "gold",
      "annotations",
      "adjudication",
      "machine_annotations",
      "validation",
    ]);
    const types = new Map<string, Set<string>>();
    const objectKeys = new Map<string, Set<string>>();
    for (const line of lines) {
      for (const [path, set] of typesOf(line))
        set.forEach((t) => (types.get(path) ?? types.set(path, new Set()).get(path)!).add(t));
      for (const [path, set] of keysOf(line))
        set.forEach((k) =>
          (objectKeys.get(path) ?? objectKeys.set(path, new Set()).get(path)!).add(k),
        );
    }
    for (const [path, set] of types)
      expect(
        [...set].filter((t) => t !== "null").length,
        `${path}: ${[...set].join(",")}`,
      ).toBeLessThanOrEqual(1);
    // Gold, annotations and machine annotations share one struct; only `meta` is the importer's own.
    for (const [path, set] of objectKeys)
      if (!path.startsWith("$.meta")) expect(set.size, `${path}: ${[...set].join(" | ")}`).toBe(1);
    expect(objectKeys.get("$.gold")).toEqual(objectKeys.get("$.annotations[].annotation"));
  });

  it("maps statuses and hides decisions on unresolved items", () => {
    expect(lines.map((l) => [l.status, l.source])).toEqual([
      ["gold", "adjudicated"],
      ["gold", "unanimous"],
      ["rejected", "veto"],
      ["unresolved", null],
      ["unresolved", null],
    ]);
    // Each record names the guideline version it was made under (SPEC §2); none when unresolved.
    expect(lines.map((l) => l.guideline_version)).toEqual([3, 1, null, null, null]);
    expect(lines[0].adjudication).toEqual({
      adjudicator: "c@x.org#3",
      resolved_at: at,
      guideline_version: 3,
      rationale: "because",
      choice: "b",
    });
    expect(lines[3]).toMatchObject({
      gold: null,
      adjudication: null,
      annotations: [],
      machine_annotations: [],
      validation: [],
    });
    expect(lines[0].validation).toEqual([
      { validator: "v@x.org#4", rating: 3, notes: "", rated_at: at },
    ]);
    expect(lines[0].annotations).toEqual([
      {
        annotator: "a@x.org#1",
        imported: false,
        submitted_at: at,
        time_spent_ms: 1200,
        guideline_version: 1,
        annotation: expect.objectContaining({ notes: expect.any(String) }),
      },
      expect.objectContaining({ annotator: "b@x.org#2", imported: false }),
    ]);
    // A prior annotation (decision 019): its imported name as given, never a pseudonym.
    expect(lines[1].annotations).toEqual([
      {
        annotator: "katzy-expert-el",
        imported: true,
        submitted_at: at,
        time_spent_ms: 0,
        guideline_version: null,
        annotation: expect.objectContaining({ notes: expect.any(String) }),
      },
      expect.objectContaining({ annotator: "a@x.org#1", imported: false }),
    ]);
  });

  it("is deterministic", () => {
    const again = rows(kind).map((r) => JSON.stringify(exportLine(r, { kind, person })));
    expect(again).toEqual(lines.map((l) => JSON.stringify(l)));
  });
});

describe("exportLine: who cited a QA gold's pages", () => {
  it("names each page's citers like the annotators, in any URL form, and nobody for a page only the gold has", () => {
    const cite = (...urls: string[]) => urls.map((url) => ({ url, quote: null }));
    const ann = (citations: object[]) => ({
      verdict: "accept",
      reject_reasons: [],
      answer_label: "correct",
      final_answer: null,
      citations,
      notes: "",
    });
    const gold = ann(
      cite("https://go.dev/doc/", "https://example.org/spec", "https://lead.example/"),
    );
    const row = {
      ...rows("qa_pair")[1],
      gold,
      annotations: [
        [1, "a@x.org", at, 5, ann(cite("https://go.dev/doc/"))],
        [2, "b@x.org", at, 5, ann(cite("https://go.dev/doc#intro", "https://example.org/spec/"))],
        [0, "", at, 0, ann(cite("https://example.org/spec")), "sdqa-expert"],
      ],
    } as ExportRow;
    const line = exportLine(row, { kind: "qa_pair", person });
    expect((line.gold as { citations: unknown[] }).citations).toEqual([
      { url: "https://go.dev/doc/", quote: null, cited_by: ["a@x.org#1", "b@x.org#2"] },
      { url: "https://example.org/spec", quote: null, cited_by: ["b@x.org#2", "sdqa-expert"] },
      { url: "https://lead.example/", quote: null, cited_by: [] },
    ]);
    expect(
      (line.annotations as { annotation: { citations: object[] } }[])[0].annotation.citations,
    ).toEqual([{ url: "https://go.dev/doc/", quote: null }]);
  });
});
