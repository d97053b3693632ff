import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ItemDetailDto } from "./item-dto";
import { itemKinds } from "./item-kinds";
import {
  parseProjectSettings,
  projectSettingsSchema,
  sharedSettingKeys,
} from "@/lib/projects/project-settings";
import { kindModule, itemKindModules } from "./kinds";

const context = (kind: (typeof itemKinds)[number]) => {
  const content = kindModule(kind).exampleLine.content;
  return {
    settings: parseProjectSettings({ taskCategories: ["knowledge_qa", "other"] }),
    itemText: typeof content === "string" ? content : "",
  };
};

// The keys of each kind's fields in the lead's item view (ItemFields), as the DTO types them.
const viewKeys: { [K in ItemDetailDto["fields"]["kind"]]: string[] } = {
  dialogue: ["source", "turns"],
  qa_pair: [
    "question",
    "answer",
    "difficulty",
    "domain",
    "dialogueExternalId",
    "references",
    "dialogue",
  ],
  readme: ["repo", "url", "license", "content"],
  generated_comment: [
    "fileId",
    "model",
    "programmingLanguage",
    "codePrefix",
    "codeSuffix",
    "originalComment",
    "predictedComment",
  ],
  model_answer: [
    "question",
    "referenceAnswer",
    "predictedAnswer",
    "model",
    "run",
    "qaExternalId",
    "gradeLabels",
  ],
};

describe("the item kind registry", () => {
  it("has one module per kind, each under its own kind", () => {
    expect(Object.keys(itemKindModules).sort()).toEqual([...itemKinds].sort());
    for (const kind of itemKinds) expect(kindModule(kind).kind).toBe(kind);
  });

  it.each(itemKinds)("%s: every part is there", (kind) => {
    const m = kindModule(kind);
    expect(m.label.length).toBeGreaterThan(0);
    for (const type of [
      typeof m.insertRows,
      typeof m.annotationSchema,
      typeof m.shape,
      typeof m.compare,
      typeof m.agreement.categorical,
    ])
      expect(type).toBe("function");
    expect(m.table.name).toMatch(/^[a-z_]+$/);
    expect(Object.keys(m.differs).length).toBeGreaterThan(0);
    expect(m.demo.file).toMatch(/\.jsonl$/);
    // A project may claim by group only if its items carry a group key (decision 051).
    expect(m.groupKey !== undefined).toBe(m.settings.keys.includes("claimGroup"));
    expect(
      m.agreement.categorical(parseProjectSettings({ taskCategories: ["a", "b"] })).length +
        (m.agreement.evaluators ? 1 : 0),
    ).toBeGreaterThan(0);
  });

  it.each(itemKinds)(
    "%s: every line of the demo file is a valid line of the kind, each id once",
    (kind) => {
      const m = kindModule(kind);
      const lines = readFileSync(
        path.resolve(import.meta.dirname, "../../scripts/demo-data", m.demo.file),
        "utf8",
      )
        .trim()
        .split("\n");
      const values = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      for (const v of values) expect(m.lineSchema.safeParse(v).error?.issues ?? []).toEqual([]);
      expect(new Set(values.map((v) => v.external_id)).size).toBe(values.length);
    },
  );

  it.each(itemKinds)("%s: the example line is a valid line of the kind", (kind) => {
    const m = kindModule(kind);
    expect(m.lineSchema.safeParse(m.exampleLine).success).toBe(true);
    for (const other of itemKinds.filter((k) => k !== kind))
      expect(m.lineSchema.safeParse(kindModule(other).exampleLine).success).toBe(false);
  });

  it.each(itemKinds)(
    "%s: the export shape of a parsed annotation is that annotation, key for key in schema order",
    (kind) => {
      const m = kindModule(kind);
      const parsed = m.annotationSchema(context(kind)).parse(m.exampleAnnotation) as Record<
        string,
        unknown
      >;
      const shaped = m.shape(parsed) as Record<string, unknown>;
      expect(shaped).toEqual(parsed);
      expect(Object.keys(shaped)).toEqual(Object.keys(parsed));
    },
  );

  it.each(itemKinds)(
    "%s: the export shape of an empty annotation has every key, with the schema's defaults",
    (kind) => {
      const m = kindModule(kind);
      const full = Object.keys(
        m.annotationSchema(context(kind)).parse(m.exampleAnnotation) as object,
      );
      const shaped = m.shape({}) as Record<string, unknown>;
      expect(Object.keys(shaped)).toEqual(full);
      // A key the schema may leave out gets the schema's default, in the shape as in the parse; a
      // required one is null, or an empty list (a list is always a list).
      const schema = m.annotationSchema(context(kind));
      for (const key of full) {
        const { [key]: _left, ...rest } = m.exampleAnnotation;
        const parsed = schema.safeParse(rest);
        if (parsed.success)
          expect(shaped[key]).toEqual((parsed.data as Record<string, unknown>)[key]);
        else expect(shaped[key]).toEqual(Array.isArray(m.exampleAnnotation[key]) ? [] : null);
      }
    },
  );

  it.each(itemKinds)("%s: an annotation agrees with itself and differs from nothing", (kind) => {
    const m = kindModule(kind);
    const a = m.annotationSchema(context(kind)).parse(m.exampleAnnotation);
    const settings = parseProjectSettings({ readmeMatchThreshold: 0.5 });
    expect(m.compare(a, a, settings)).toEqual({ outcome: "agreed", differences: [] });
    expect(Object.values(m.differs).some((d) => d(a, a, settings))).toBe(false);
  });

  it.each(itemKinds)(
    "%s: the table's fields are the import line's (export) and the item view's (view)",
    (kind) => {
      const m = kindModule(kind);
      const lineKeys = Object.keys(m.lineSchema.parse(m.exampleLine) as object).filter(
        (k) => !["kind", "external_id", "language", "meta"].includes(k),
      );
      const exported = m.table.columns.flatMap((c) => (c.export ? [c.export] : []));
      // A dialogue's `source` is exported as `dialogue_source` (`source` is the gold's provenance).
      expect(
        exported.map((k) => (kind === "dialogue" && k === "dialogue_source" ? "source" : k)),
      ).toEqual(lineKeys);
      expect(m.table.columns.flatMap((c) => (c.view ? [c.view] : []))).toEqual(viewKeys[kind]);
    },
  );

  it("every project setting is either shared or one kind's, and each kind sums its own up", () => {
    const kindKeys = itemKinds.flatMap((kind) => kindModule(kind).settings.keys);
    expect(new Set(kindKeys).size).toBe(kindKeys.length);
    expect([...sharedSettingKeys, ...kindKeys].sort()).toEqual(
      Object.keys(projectSettingsSchema.shape).sort(),
    );
    const defaults = parseProjectSettings({});
    for (const kind of itemKinds) {
      const rows = kindModule(kind).settings.summary(defaults);
      expect(rows.length).toBeGreaterThanOrEqual(
        kindModule(kind).settings.keys.length === 0 ? 0 : 1,
      );
      for (const [label, value] of rows)
        expect([label.length > 0, value.length > 0]).toEqual([true, true]);
    }
  });

  it("a kind's model column and validation round are its own: a column of its table, a switch of its settings", () => {
    for (const kind of itemKinds) {
      const m = kindModule(kind);
      if (m.modelColumn) expect(m.table.columns.map((c) => c.sql)).toContain(`k.${m.modelColumn}`);
      if (m.validationRound) {
        // Off by default, switched on by one of the kind's own settings.
        const defaults = parseProjectSettings({});
        const round = m.validationRound;
        expect(round.on(defaults)).toBe(false);
        expect(
          m.settings.keys.filter(
            (key) => typeof defaults[key] === "boolean" && round.on({ ...defaults, [key]: true }),
          ),
        ).toHaveLength(1);
      }
    }
  });
});
