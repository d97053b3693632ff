// A developer–LLM dialogue, triaged with six labels (SPEC §3).
import { categoricalField, flagField, booleans } from "@/lib/agreement/categorical-field";
import { comparison } from "@/lib/annotations/comparison";
import { defineItemKind, keysOf } from "../define-item-kind";
import { dialogueGuidelineKeys, dialogueSettings } from "./dialogue-settings";
import { schemaShape } from "../schema-shape";
import { dialogueAnnotationSchema, type DialogueAnnotation } from "./dialogue-annotation-schema";
import { dialogueLineSchema } from "./dialogue-line-schema";
import { dialogueTurnsSql } from "./dialogue-turns-sql";
import { drawsDialoguesFromSql } from "../qa-pair/dialogue-link-sql";
import { dialogueDemo } from "./dialogue-demo";

/** The dialogue's non-empty turns' text, one per line. */
const dialogueTextSql =
  "(SELECT string_agg(t.content, E'\\n' ORDER BY t.position) FROM dialogue_turns t WHERE t.dialogue_id = k.item_id AND t.content <> '')";

/** The labels of a dialogue annotation; all decisive. */
const labels = [
  "dev_related",
  "task_category",
  "code_centric",
  "single_answer",
  "time_invariant",
  "evidence_supported",
] as const;

export const dialogueKind = defineItemKind({
  kind: "dialogue",
  label: "Dialogue triage",
  datasetTasks: ["text-classification"],
  lineSchema: dialogueLineSchema,
  exampleLine: {
    kind: "dialogue",
    external_id: "wc-1002924",
    language: "zh",
    source: "wildchat",
    turns: [
      { role: "system", content: "" },
      { role: "user", content: "如何在 Go 中启动 HTTP 服务器？" },
      { role: "assistant", content: '使用 http.ListenAndServe(":8080", nil)。' },
    ],
  },
  // The dialogue's `source` (e.g. "wildchat") is exported as `dialogue_source`, because `source`
  // is the gold record's provenance on every line.
  table: {
    name: "dialogues",
    columns: [
      { sql: "k.source", view: "source", export: "dialogue_source", line: "source" },
      { sql: dialogueTurnsSql("k.item_id"), view: "turns", export: "turns" },
    ],
  },
  searchFields: [
    {
      sql: dialogueTextSql,
      of: (l) =>
        l.turns
          .map((t) => t.content)
          .filter((c) => c !== "")
          .join("\n") || null,
    },
  ],
  insertRows: ({ projectId, lines, ids }) => {
    const kept = lines.filter((l) => ids.has(l.external_id));
    const turns = kept.flatMap((l) =>
      l.turns.map((t, i) => [ids.get(l.external_id), i, t.role, t.content] as const),
    );
    return [
      {
        text: `INSERT INTO dialogues (item_id, source) SELECT * FROM unnest($1::int[], $2::text[])`,
        values: [kept.map((l) => ids.get(l.external_id)), kept.map((l) => l.source ?? null)],
      },
      {
        text: `INSERT INTO dialogue_turns (dialogue_id, position, role, content) SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[])`,
        values: [
          turns.map((t) => t[0]),
          turns.map((t) => t[1]),
          turns.map((t) => t[2]),
          turns.map((t) => t[3]),
        ],
      },
      // Unlinked QA pairs of the projects that draw their dialogues from this one get linked now;
      // no other project's (dialogue-link-sql.ts).
      {
        text: `UPDATE qa_pairs q SET dialogue_id = d.item_id
     FROM unnest($1::int[], $2::text[]) AS d(item_id, external_id), items qi
     WHERE q.dialogue_id IS NULL AND q.dialogue_external_id = d.external_id AND qi.id = q.item_id AND ${drawsDialoguesFromSql("qi.project_id", "$3")}`,
        values: [
          kept.map((l) => ids.get(l.external_id)),
          kept.map((l) => l.external_id),
          projectId,
        ],
      },
    ];
  },

  // The task category must be one of the project's.
  annotationSchema: (ctx) =>
    dialogueAnnotationSchema.superRefine((a, issue) => {
      if (a.task_category && !ctx.settings.taskCategories.includes(a.task_category)) {
        issue.addIssue({
          code: "custom",
          path: ["task_category"],
          message: `must be one of the project's categories: ${ctx.settings.taskCategories.join(", ")}`,
        });
      }
    }),
  shape: schemaShape(dialogueAnnotationSchema),
  exampleAnnotation: {
    dev_related: true,
    task_category: "knowledge_qa",
    code_centric: true,
    single_answer: true,
    time_invariant: true,
    evidence_supported: false,
    notes: "",
  },

  compare: (a: DialogueAnnotation, b: DialogueAnnotation) =>
    comparison(labels.filter((f) => a[f] !== b[f])),
  differs: Object.fromEntries(
    labels.map((f) => [f, (a: DialogueAnnotation, b: DialogueAnnotation) => a[f] !== b[f]]),
  ),

  settings: {
    keys: keysOf(dialogueSettings),
    guidelineKeys: dialogueGuidelineKeys,
    summary: (s) => [["Task categories", String(s.taskCategories.length)]],
  },

  strataColumns: { source: "source" },
  // The turns' text as one: a dialogue is blank when no turn says anything (a system turn may be empty).
  health: {
    fields: [{ name: "turns", sql: dialogueTextSql }],
    repeated: { name: "turns", sql: dialogueTextSql },
  },
  agreement: {
    categorical: (settings) => [
      flagField("dev_related"),
      categoricalField("task_category", settings.taskCategories, false, (d) =>
        d.dev_related === true ? d.task_category : null,
      ),
      categoricalField("code_centric", booleans, false, (d) =>
        d.dev_related === true && d.task_category === "knowledge_qa" ? d.code_centric : null,
      ),
      flagField("single_answer"),
      flagField("time_invariant"),
      flagField("evidence_supported"),
    ],
    droppedKeys: [],
  },

  demo: dialogueDemo,
});
