// The floor any write path of Accord's schema has: the same rows COPYed straight into Accord's
// own tables (items and the kind's tables, with all their indexes, constraints and triggers), in
// one transaction that is rolled back, on the bench's database. Item ids are given explicitly,
// from far above the largest id, so the kind's rows can name them without a lookup; a QA pair's
// dialogue_id is left empty (the link lookup is not a COPY's). The items carry their search text
// (decision 053: the trigram index is part of the schema's cost) and their claim group (decision
// 051: so does its partial index). See decision 021.
import { spawnSync } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemSearchText } from "@/lib/items/item-search";
import { kindModule } from "@/lib/items/kinds";

type Line = Record<string, unknown>;
type Table = { name: string; columns: string[]; rows: (line: Line, id: number) => unknown[][] };
type Turn = { role: string; content: string };
type Reference = { url: string; title?: string };

const tablesOf: Record<ItemKind, Table[]> = {
  generated_comment: [
    {
      name: "generated_comments",
      columns: [
        "item_id",
        "file_id",
        "model",
        "programming_language",
        "code_prefix",
        "code_suffix",
        "original_comment",
        "predicted_comment",
      ],
      rows: (l, id) => [
        [
          id,
          l.file_id,
          l.model,
          l.programming_language,
          l.code_prefix,
          l.code_suffix,
          l.original_comment,
          l.predicted_comment,
        ],
      ],
    },
  ],
  readme: [
    {
      name: "readmes",
      columns: ["item_id", "repo", "url", "license", "content"],
      rows: (l, id) => [[id, l.repo, l.url, l.license, l.content]],
    },
  ],
  dialogue: [
    { name: "dialogues", columns: ["item_id", "source"], rows: (l, id) => [[id, l.source]] },
    {
      name: "dialogue_turns",
      columns: ["dialogue_id", "position", "role", "content"],
      rows: (l, id) => (l.turns as Turn[]).map((t, i) => [id, i, t.role, t.content]),
    },
  ],
  qa_pair: [
    {
      name: "qa_pairs",
      columns: ["item_id", "question", "answer", "difficulty", "domain", "dialogue_external_id"],
      rows: (l, id) => [[id, l.question, l.answer, l.difficulty, l.domain, l.dialogue_external_id]],
    },
    {
      name: "qa_references",
      columns: ["qa_pair_id", "position", "url", "title"],
      rows: (l, id) => ((l.references as Reference[]) ?? []).map((r, i) => [id, i, r.url, r.title]),
    },
  ],
  model_answer: [
    {
      name: "model_answers",
      columns: [
        "item_id",
        "question",
        "reference_answer",
        "predicted_answer",
        "model",
        "run",
        "qa_external_id",
      ],
      rows: (l, id) => [
        [id, l.question, l.reference_answer, l.predicted_answer, l.model, l.run, l.qa_external_id],
      ],
    },
  ],
};

const cell = (v: unknown) =>
  v === undefined || v === null
    ? ""
    : `"${(typeof v === "string" ? v : JSON.stringify(v)).replaceAll('"', '""')}"`;

/** Writes the CSV files of items and the kind's tables for `lines`; returns the psql script that COPYs them in and rolls back. */
export async function writeSchemaCopy(opts: {
  dir: string;
  kind: ItemKind;
  projectId: number;
  firstId: number;
  lines: Iterable<Line>;
}): Promise<string> {
  const tables: Table[] = [
    {
      name: "items",
      columns: [
        "id",
        "project_id",
        "kind",
        "external_id",
        "language",
        "meta",
        "search_text",
        "group_key",
      ],
      rows: (l, id) => [
        [
          id,
          opts.projectId,
          opts.kind,
          l.external_id,
          l.language,
          l.meta,
          itemSearchText(opts.kind, l as { external_id: string }),
          kindModule(opts.kind).groupKey?.(l),
        ],
      ],
    },
    ...tablesOf[opts.kind],
  ];
  const files = tables.map((t) => path.join(opts.dir, `floor-${t.name}.csv`));
  const streams = files.map((f) => createWriteStream(f));
  let id = opts.firstId;
  for (const line of opts.lines) {
    for (const [n, t] of tables.entries()) {
      const text = t
        .rows(line, id)
        .map((r) => r.map(cell).join(",") + "\n")
        .join("");
      if (text && !streams[n].write(text))
        await new Promise<void>((r) => streams[n].once("drain", () => r()));
    }
    id += 1;
  }
  await Promise.all(streams.map((s) => new Promise<void>((r) => s.end(() => r()))));
  return [
    "BEGIN;",
    ...tables.map(
      (t, n) => `\\copy ${t.name} (${t.columns.join(", ")}) FROM '${files[n]}' WITH (FORMAT csv)`,
    ),
    "ROLLBACK;",
  ].join("\n");
}

/** Runs the script through psql; returns its wall time in ms. */
export function runSchemaCopy(url: string, script: string): number {
  const t = performance.now();
  const res = spawnSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-q"], {
    input: script,
    encoding: "utf8",
  });
  const ms = performance.now() - t;
  if (res.status !== 0) throw new Error(res.stderr);
  return ms;
}
