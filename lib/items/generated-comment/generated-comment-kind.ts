// A model-generated code comment, judged for accuracy and tagged with error codes (SPEC §3).
import { categoricalField } from "@/lib/agreement/categorical-field";
import { errorCodeAgreement } from "@/lib/agreement/error-code-agreement";
import { errorCodesOf } from "@/lib/agreement/error-codes-of";
import { sameSet } from "@/lib/annotations/comparison";
import { accuracyLabels } from "@/lib/annotations/shared-annotation-fields";
import { defineItemKind, keysOf } from "../define-item-kind";
import { commentTaxonomyId } from "@/lib/taxonomy/comment-errors";
import {
  generatedCommentGuidelineKeys,
  generatedCommentSettings,
} from "./generated-comment-settings";
import { schemaShape } from "../schema-shape";
import {
  generatedCommentAnnotationSchema,
  type GeneratedCommentAnnotation,
} from "./generated-comment-annotation-schema";
import {
  generatedCommentLineSchema,
  type GeneratedCommentLine,
} from "./generated-comment-line-schema";
import { generatedCommentDemo } from "./generated-comment-demo";
import { generatedCommentGuidelines } from "./generated-comment-guidelines";
import { generatedCommentJudge } from "./generated-comment-judge";

export const generatedCommentKind = defineItemKind({
  kind: "generated_comment",
  label: "Code-comment error tagging",
  datasetTasks: ["text-classification"],
  lineSchema: generatedCommentLineSchema,
  exampleLine: {
    kind: "generated_comment",
    external_id: "1946_5:codegemma-7b",
    file_id: "1946_5",
    language: "el",
    model: "google/codegemma-7b",
    programming_language: "java",
    code_prefix: "public class Cart {\n    ",
    code_suffix: "\n    public int total() { return sum; }\n}",
    original_comment: "// Επιστρέφει το σύνολο του καλαθιού",
    predicted_comment: "// Υπολογίζει το άθροισμα",
    meta: { split: "test", scores: [1, 2.5, null], nested: { ok: true } },
  },
  table: {
    name: "generated_comments",
    columns: [
      { sql: "k.file_id", view: "fileId", export: "file_id" },
      { sql: "k.model", view: "model", export: "model" },
      {
        sql: "k.programming_language",
        view: "programmingLanguage",
        export: "programming_language",
      },
      { sql: "k.code_prefix", view: "codePrefix", export: "code_prefix" },
      { sql: "k.code_suffix", view: "codeSuffix", export: "code_suffix" },
      { sql: "k.original_comment", view: "originalComment", export: "original_comment" },
      { sql: "k.predicted_comment", view: "predictedComment", export: "predicted_comment" },
    ],
  },
  searchFields: [
    { sql: "k.predicted_comment", of: (l) => l.predicted_comment },
    { sql: "k.original_comment", of: (l) => l.original_comment },
    { sql: "k.code_prefix", of: (l) => l.code_prefix },
    { sql: "k.code_suffix", of: (l) => l.code_suffix },
  ],
  insertRows: ({ lines, ids }) => {
    const kept = lines.filter((l) => ids.has(l.external_id));
    const col = <K extends keyof GeneratedCommentLine>(k: K) => kept.map((l) => l[k]);
    return [
      {
        text: `INSERT INTO generated_comments (item_id, file_id, model, programming_language, code_prefix, code_suffix, original_comment, predicted_comment)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
        values: [
          kept.map((l) => ids.get(l.external_id)),
          col("file_id"),
          col("model"),
          col("programming_language"),
          col("code_prefix"),
          col("code_suffix"),
          col("original_comment"),
          col("predicted_comment"),
        ],
      },
    ];
  },
  // All comments of one code file (claimGroup "file_id").
  groupKey: (l) => l.file_id,

  annotationSchema: () => generatedCommentAnnotationSchema,
  annotationRows: (data) => ({ errorCodes: data.error_codes }),
  shape: schemaShape(generatedCommentAnnotationSchema),
  exampleAnnotation: { accuracy: "partially_correct", error_codes: ["SE-HA3"], notes: "" },

  // Error codes are decisive only when the project says so.
  compare: (a: GeneratedCommentAnnotation, b: GeneratedCommentAnnotation, settings) => {
    const differences: string[] = [];
    if (a.accuracy !== b.accuracy) differences.push("accuracy");
    if (settings.commentAgreement === "accuracy_and_codes") {
      const codesA = new Set(a.error_codes);
      if (codesA.size !== b.error_codes.length || b.error_codes.some((c) => !codesA.has(c)))
        differences.push("error_codes");
    }
    return { outcome: differences.length ? "disagreement" : "agreed", differences };
  },
  differs: {
    accuracy: (a: GeneratedCommentAnnotation, b: GeneratedCommentAnnotation) =>
      a.accuracy !== b.accuracy,
    error_codes: (a: GeneratedCommentAnnotation, b: GeneratedCommentAnnotation) =>
      !sameSet(a.error_codes, b.error_codes),
  },

  settings: {
    keys: keysOf(generatedCommentSettings),
    guidelineKeys: generatedCommentGuidelineKeys,
    guidelineConstants: { taxonomy: commentTaxonomyId },
    summary: (s) => [
      [
        "Agreement on",
        s.commentAgreement === "accuracy_only" ? "Accuracy only" : "Accuracy and error codes",
      ],
      [
        "Claims",
        s.claimGroup === "file_id" ? "All comments of one file together" : "One at a time",
      ],
    ],
  },
  strataColumns: { programming_language: "programming_language" },
  modelColumn: "model",
  // Empty code around the comment and an empty prediction (the model produced nothing) are allowed
  // (SPEC §5); a file is one item per model, so the same file and model twice is repeated content.
  health: {
    fields: [
      { name: "original_comment", sql: "k.original_comment" },
      { name: "predicted_comment", sql: "k.predicted_comment", mayBeEmpty: true },
      { name: "code_prefix", sql: "k.code_prefix", mayBeEmpty: true },
      { name: "code_suffix", sql: "k.code_suffix", mayBeEmpty: true },
    ],
    repeated: { name: "file_id and model", sql: "k.file_id || E'\\n' || k.model" },
  },

  metricCalibration: { field: "accuracy" },
  agreement: {
    categorical: () => [categoricalField("accuracy", accuracyLabels, true, (d) => d.accuracy)],
    evaluators: ({ taxonomy }) => [
      {
        name: "error_codes",
        evaluate: (pairs, detail, seed) =>
          errorCodeAgreement(
            pairs.map(([a, b]) => ({ a: errorCodesOf(a), b: errorCodesOf(b) })),
            taxonomy,
            detail,
            seed,
          ),
      },
    ],
    droppedKeys: [],
  },

  demo: generatedCommentDemo,
  guidelines: generatedCommentGuidelines,
  judge: generatedCommentJudge,
});
