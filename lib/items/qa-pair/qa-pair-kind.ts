// A question–answer pair, verified against the three quality standards and cited (SPEC §3).
import { categoricalField } from "@/lib/agreement/categorical-field";
import { accuracyLabels } from "@/lib/annotations/shared-annotation-fields";
import { defineItemKind, keysOf } from "../define-item-kind";
import { qaPairGuidelineKeys, qaPairSettings } from "./qa-pair-settings";
import { dialogueTurnsSql } from "../dialogue/dialogue-turns-sql";
import { dialogueInSourceSql, relinkDialoguesSql } from "./dialogue-link-sql";
import { schemaShape } from "../schema-shape";
import { qaPairAnnotationSchema } from "./qa-pair-annotation-schema";
import { qaPairLineSchema } from "./qa-pair-line-schema";
import {
  agreedQaGold,
  compareQaPair,
  decideQaRejection,
  exportQaGold,
  importQaGold,
  qaDiffers,
} from "./qa-pair-rules";
import { qaPairDemo } from "./qa-pair-demo";

const shape = schemaShape(qaPairAnnotationSchema);

export const qaPairKind = defineItemKind({
  kind: "qa_pair",
  label: "QA verification",
  datasetTasks: ["question-answering"],
  lineSchema: qaPairLineSchema,
  exampleLine: {
    kind: "qa_pair",
    external_id: "sdqa-d-19",
    question: "Какая функция запускает HTTP-сервер в Go?",
    answer: "ListenAndServe.",
    language: "ru",
    difficulty: "difficult",
    domain: "APIs & Frameworks",
    dialogue_external_id: null,
    references: [
      { url: "https://pkg.go.dev/net/http#ListenAndServe", title: "net/http" },
      { url: "http://example.org/" },
    ],
  },
  table: {
    name: "qa_pairs",
    columns: [
      { sql: "k.question", view: "question", export: "question" },
      { sql: "k.answer", view: "answer", export: "answer" },
      { sql: "k.difficulty", view: "difficulty", export: "difficulty" },
      { sql: "k.domain", view: "domain", export: "domain" },
      { sql: "k.dialogue_external_id", view: "dialogueExternalId", export: "dialogue_external_id" },
      {
        sql: `COALESCE((
               SELECT json_agg(json_build_object('url', r.url, 'title', r.title) ORDER BY r.position)
                 FROM qa_references r WHERE r.qa_pair_id = k.item_id), '[]'::json)`,
        view: "references",
        export: "references",
      },
      // The linked dialogue (in the source dialogue project: dialogue-link-sql.ts); shown, not exported.
      {
        sql: `(SELECT json_build_object('itemId', di.id, 'projectId', di.project_id, 'externalId', di.external_id, 'turns', ${dialogueTurnsSql("di.id")})
                 FROM items di WHERE di.id = k.dialogue_id)`,
        view: "dialogue",
      },
    ],
  },
  searchFields: [
    { sql: "k.question", of: (l) => l.question },
    { sql: "k.answer", of: (l) => l.answer },
  ],
  // The linked dialogue: only in the project's source dialogue project (dialogue-link-sql.ts); the
  // import has refused lines naming one outside it (../import/check-linked-items.ts).
  insertRows: ({ settings, lines, ids }) => {
    const kept = lines.filter((l) => ids.has(l.external_id));
    const refs = kept.flatMap((l) =>
      l.references.map((r, i) => [ids.get(l.external_id), i, r.url, r.title ?? null] as const),
    );
    return [
      {
        text: `INSERT INTO qa_pairs (item_id, question, answer, difficulty, domain, dialogue_external_id, dialogue_id)
     SELECT t.id, t.q, t.a, t.d, t.dom, t.dx, ${dialogueInSourceSql("$7::int", "t.dx")}
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS t(id, q, a, d, dom, dx)`,
        values: [
          kept.map((l) => ids.get(l.external_id)),
          kept.map((l) => l.question),
          kept.map((l) => l.answer),
          kept.map((l) => l.difficulty ?? null),
          kept.map((l) => l.domain ?? null),
          kept.map((l) => l.dialogue_external_id ?? null),
          settings.dialogueProjectId,
        ],
      },
      {
        text: `INSERT INTO qa_references (qa_pair_id, position, url, title) SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[])`,
        values: [
          refs.map((r) => r[0]),
          refs.map((r) => r[1]),
          refs.map((r) => r[2]),
          refs.map((r) => r[3]),
        ],
      },
    ];
  },

  linkedItem: {
    field: "dialogue_external_id",
    kind: "dialogue",
    of: (l) => l.dialogue_external_id,
    sourceSetting: "dialogueProjectId",
    noSource:
      "names a dialogue, but the project has no source dialogue project (set one in its settings first)",
    otherKinds: "only QA projects have a source dialogue project",
    relink: relinkDialoguesSql,
  },

  annotationSchema: () => qaPairAnnotationSchema,
  annotationRows: (data) => ({ citations: data.citations }),
  // As under the veto rule: a gold that rejects the pair ends it rejected.
  goldStatus: (gold) => (gold.verdict === "reject" ? "rejected" : "gold"),
  shape,
  exampleAnnotation: {
    verdict: "accept",
    reject_reasons: [],
    answer_label: "partially_correct",
    final_answer: "http.ListenAndServe",
    citations: [
      {
        url: "https://pkg.go.dev/net/http#ListenAndServe",
        quote: "ListenAndServe listens on the TCP network address",
      },
      { url: "https://go.dev/doc/", quote: null },
    ],
    notes: "",
  },

  compare: compareQaPair,
  decideFirst: decideQaRejection,
  agreedGold: agreedQaGold,
  differs: qaDiffers,
  exportGold: (gold, annotators) => exportQaGold(gold, annotators, shape),
  importGold: importQaGold,

  settings: {
    keys: keysOf(qaPairSettings),
    guidelineKeys: qaPairGuidelineKeys,
    summary: (s) => [
      ["A reject", s.qaRejectRule === "veto" ? "Ends the item (veto)" : "Goes to adjudication"],
      [
        "Source dialogues",
        s.dialogueProjectId === null ? "None" : `Project #${s.dialogueProjectId}`,
      ],
    ],
  },

  strataColumns: { difficulty: "difficulty", domain: "domain" },
  health: {
    fields: [
      { name: "question", sql: "k.question" },
      { name: "answer", sql: "k.answer" },
    ],
    repeated: { name: "question", sql: "k.question" },
  },
  metricCalibration: { field: "answer_label" },
  agreement: {
    categorical: () => [
      categoricalField("verdict", ["accept", "reject"], false, (d) => d.verdict),
      // Judged only on accepted pairs, so a reject leaves it missing.
      categoricalField("answer_label", accuracyLabels, true, (d) =>
        d.verdict === "accept" ? d.answer_label : null,
      ),
    ],
    // Long, and never read by agreement.
    droppedKeys: ["notes", "final_answer", "citations", "reject_reasons"],
  },

  demo: qaPairDemo,
});
