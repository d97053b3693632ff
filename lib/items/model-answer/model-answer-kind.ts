// A model's answer to a question, graded against the reference answer (SPEC §3 "model_answer"):
// SimpleDevQA's evaluation, with humans in the grader's place, blind to any judge.
import { categoricalField } from "@/lib/agreement/categorical-field";
import { comparison } from "@/lib/annotations/comparison";
import { defineItemKind, keysOf } from "../define-item-kind";
import { modelAnswerGuidelineKeys, modelAnswerSettings } from "./model-answer-settings";
import { schemaShape } from "../schema-shape";
import { gradeNames } from "./grade-labels";
import { modelAnswerLeaderboard } from "./model-answer-leaderboard";
import {
  modelAnswerAnnotationSchema,
  modelAnswerAnnotationSchemaFor,
  type ModelAnswerAnnotation,
} from "./model-answer-annotation-schema";
import { modelAnswerLineSchema, type ModelAnswerLine } from "./model-answer-line-schema";
import { modelAnswerDemo } from "./model-answer-demo";
import { modelAnswerGuidelines } from "./model-answer-guidelines";
import { modelAnswerJudge } from "./model-answer-judge";

/** The item's project setting `key`, read beside the kind's row `k` (its item's project). */
const projectSettingSql = (path: string) =>
  `(SELECT p.settings ${path} FROM items ki JOIN projects p ON p.id = ki.project_id WHERE ki.id = k.item_id)`;

export const modelAnswerKind = defineItemKind({
  kind: "model_answer",
  label: "Model-answer grading",
  datasetTasks: ["question-answering"],
  lineSchema: modelAnswerLineSchema,
  importWarnings: (line) =>
    line.reference_answer.trim() === ""
      ? [
          {
            field: "reference_answer",
            message: "the reference answer is empty; kept as released",
          },
        ]
      : [],
  exampleLine: {
    kind: "model_answer",
    external_id: "gpt-4o:sdqa-difficult-665",
    question: "In CSS animations, what does the 'transform' property do?",
    reference_answer: "It applies a 2D or 3D transformation to an element.",
    predicted_answer:
      "The `transform` property lets you **translate, rotate, scale or skew** an element:\n\n```css\n.box { transform: rotate(45deg); }\n```",
    model: "gpt-4o",
    language: "en",
    run: 1,
    qa_external_id: "sdqa-difficult-665",
    meta: { source: "example" },
  },
  table: {
    name: "model_answers",
    columns: [
      { sql: "k.question", view: "question", export: "question" },
      { sql: "k.reference_answer", view: "referenceAnswer", export: "reference_answer" },
      { sql: "k.predicted_answer", view: "predictedAnswer", export: "predicted_answer" },
      // The project may hide the model's name from annotators (`hideModel`), with the external id that holds it; leads, adjudicators and the export see both.
      {
        sql: "k.model",
        hiddenFromAnnotatorsSql: `COALESCE((${projectSettingSql("->> 'hideModel'")})::boolean, false)`,
        view: "model",
        export: "model",
      },
      { sql: "k.run", view: "run", export: "run" },
      { sql: "k.qa_external_id", view: "qaExternalId", export: "qa_external_id" },
      // The project's grades and their definitions, for the screen (null: the default three).
      { sql: projectSettingSql("-> 'gradeLabels'"), view: "gradeLabels" },
    ],
  },
  searchFields: [
    { sql: "k.question", of: (l) => l.question },
    { sql: "k.predicted_answer", of: (l) => l.predicted_answer },
    { sql: "k.reference_answer", of: (l) => l.reference_answer },
  ],
  insertRows: ({ lines, ids }) => {
    const kept = lines.filter((l) => ids.has(l.external_id));
    const col = <K extends keyof ModelAnswerLine>(k: K) => kept.map((l) => l[k]);
    return [
      {
        text: `INSERT INTO model_answers (item_id, question, reference_answer, predicted_answer, model, run, qa_external_id)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[])`,
        values: [
          kept.map((l) => ids.get(l.external_id)),
          col("question"),
          col("reference_answer"),
          col("predicted_answer"),
          col("model"),
          col("run"),
          col("qa_external_id"),
        ],
      },
    ];
  },

  // The grade must be one of the project's (a browser without them checks the form only).
  annotationSchema: (ctx) => modelAnswerAnnotationSchemaFor(gradeNames(ctx.settings.gradeLabels)),
  shape: schemaShape(modelAnswerAnnotationSchema),
  exampleAnnotation: { grade: "correct", notes: "" },

  compare: (a: ModelAnswerAnnotation, b: ModelAnswerAnnotation) =>
    comparison(a.grade === b.grade ? [] : ["grade"]),
  differs: { grade: (a: ModelAnswerAnnotation, b: ModelAnswerAnnotation) => a.grade !== b.grade },

  settings: {
    keys: keysOf(modelAnswerSettings),
    guidelineKeys: modelAnswerGuidelineKeys,
    summary: (s) => [
      ["Grades", gradeNames(s.gradeLabels).join(", ")],
      ["Model name", s.hideModel ? "Hidden from annotators" : "Shown"],
    ],
  },
  strataColumns: { run: "run" },
  modelColumn: "model",
  // A model may answer nothing (SimpleQA's not attempted); a blank reference answer is kept at import (SPEC §5).
  health: {
    fields: [
      { name: "question", sql: "k.question" },
      { name: "reference_answer", sql: "k.reference_answer" },
      { name: "predicted_answer", sql: "k.predicted_answer", mayBeEmpty: true },
    ],
    answers: { questionSql: "k.question", answerSql: "k.predicted_answer", runSql: "k.run" },
  },
  leaderboard: modelAnswerLeaderboard,

  agreement: {
    categorical: (settings) => [
      categoricalField("grade", gradeNames(settings.gradeLabels), false, (d) => d.grade),
    ],
    droppedKeys: ["notes"],
  },

  demo: modelAnswerDemo,
  guidelines: modelAnswerGuidelines,
  judge: modelAnswerJudge,
});
