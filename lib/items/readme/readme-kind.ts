// A project README, from which annotators extract functionalities as spans plus paraphrases (SPEC §3).
import type { AnnotationData } from "@/lib/agreement/agreement-report-types";
import type { FieldEvaluator } from "@/lib/agreement/field-evaluator";
import {
  functionalityAgreement,
  matchFunctionalities,
  type ItemMatch,
} from "@/lib/agreement/functionality-agreement";
import { matchFunctionalityLists } from "@/lib/agreement/functionality-similarity";
import { defineItemKind, keysOf } from "../define-item-kind";
import { readmeGuidelineKeys, readmeSettings } from "./readme-settings";
import { schemaShape } from "../schema-shape";
import { readmeAnnotationSchema, type ReadmeAnnotation } from "./readme-annotation-schema";
import { readmeLineSchema } from "./readme-line-schema";
import { readmeDemo } from "./readme-demo";

/** The README match rule pairs every entry of both lists. */
function listsMatch(a: ReadmeAnnotation, b: ReadmeAnnotation, threshold: number): boolean {
  const match = matchFunctionalityLists(
    a.functionalities ?? [],
    b.functionalities ?? [],
    threshold,
  );
  return match.unmatchedA.length === 0 && match.unmatchedB.length === 0;
}

function functionalitiesEvaluator(threshold: number): FieldEvaluator {
  // The same (A, B) pair is matched once even though fields, pairs and over_time all read it.
  const cache = new WeakMap<AnnotationData, WeakMap<AnnotationData, ItemMatch>>();
  const match = (a: AnnotationData, b: AnnotationData): ItemMatch => {
    let inner = cache.get(a);
    if (inner === undefined) cache.set(a, (inner = new WeakMap()));
    let result = inner.get(b);
    if (result === undefined) inner.set(b, (result = matchFunctionalities(a, b, threshold)));
    return result;
  };
  return {
    name: "functionalities",
    evaluate: (pairs) => functionalityAgreement(pairs.map(([a, b]) => match(a, b))),
  };
}

export const readmeKind = defineItemKind({
  kind: "readme",
  label: "README functionality extraction",
  datasetTasks: ["summarization"],
  lineSchema: readmeLineSchema,
  exampleLine: {
    kind: "readme",
    external_id: "daytrader",
    repo: "OpenLiberty/sample.daytrader8",
    url: "https://github.com/OpenLiberty/sample.daytrader8",
    license: "Apache-2.0",
    content: "# DayTrader\n\nΈνα δείγμα εφαρμογής συναλλαγών μετοχών.",
  },
  table: {
    name: "readmes",
    columns: [
      { sql: "k.repo", view: "repo", export: "repo" },
      { sql: "k.url", view: "url", export: "url" },
      { sql: "k.license", view: "license", export: "license" },
      { sql: "k.content", view: "content", export: "content" },
    ],
  },
  searchFields: [
    { sql: "k.content", of: (l) => l.content },
    { sql: "k.repo", of: (l) => l.repo },
  ],
  insertRows: ({ lines, ids }) => {
    const kept = lines.filter((l) => ids.has(l.external_id));
    return [
      {
        text: `INSERT INTO readmes (item_id, repo, url, license, content) SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])`,
        values: [
          kept.map((l) => ids.get(l.external_id)),
          kept.map((l) => l.repo ?? null),
          kept.map((l) => l.url ?? null),
          kept.map((l) => l.license ?? null),
          kept.map((l) => l.content),
        ],
      },
    ];
  },

  // Every span is checked against the README's own text.
  annotationSchema: (ctx) => readmeAnnotationSchema(ctx.itemText ?? ""),
  itemTextSql: "k.content",
  shape: schemaShape(readmeAnnotationSchema("")),
  exampleAnnotation: {
    functionalities: [
      {
        extractive: { start: 0, end: 11, text: "# DayTrader" },
        abstractive: "Names the sample trading application",
      },
    ],
    notes: "",
  },

  // The functionality lists agree when the README match rule pairs every entry of both.
  compare: (a: ReadmeAnnotation, b: ReadmeAnnotation, settings) => {
    const agreed = listsMatch(a, b, settings.readmeMatchThreshold);
    return {
      outcome: agreed ? "agreed" : "disagreement",
      differences: agreed ? [] : ["functionalities"],
    };
  },
  differs: {
    functionalities: (a: ReadmeAnnotation, b: ReadmeAnnotation, settings) =>
      !listsMatch(a, b, settings.readmeMatchThreshold),
  },

  settings: {
    keys: keysOf(readmeSettings),
    guidelineKeys: readmeGuidelineKeys,
    summary: (s) => [
      ["Match threshold", String(s.readmeMatchThreshold)],
      ["Validation round", s.readmeValidation ? "On" : "Off"],
    ],
  },
  strataColumns: { license: "license" },
  health: {
    fields: [{ name: "content", sql: "k.content" }],
    repeated: { name: "content", sql: "k.content" },
  },
  // Two more people rate each gold list for completeness (FuncRead), when the project turns it on.
  validationRound: { on: (s) => s.readmeValidation, setting: "readmeValidation" },

  agreement: {
    categorical: () => [],
    evaluators: ({ settings }) => [functionalitiesEvaluator(settings.readmeMatchThreshold)],
    droppedKeys: [],
  },

  demo: readmeDemo,
});
