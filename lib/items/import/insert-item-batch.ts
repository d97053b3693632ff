import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { DialogueLine, GeneratedCommentLine, ItemLine, QaPairLine, ReadmeLine } from "./item-line-schema";

type Inserted = { id: number; external_id: string };

// Column-wise arrays through unnest(): one statement per table and batch, whatever its size, so
// a 100k-line import costs a few hundred round trips instead of a few hundred thousand.
async function insertItems(sql: Sql, projectId: number, kind: ItemKind, lines: ItemLine[]): Promise<Map<string, number>> {
  const rows = await sql<Inserted>(
    `INSERT INTO items (project_id, kind, external_id, language, meta, updated_at)
     SELECT $1, $2::"ItemKind", t.e, t.l, t.m::jsonb, now()
     FROM unnest($3::text[], $4::text[], $5::text[]) AS t(e, l, m)
     ON CONFLICT (project_id, external_id) DO NOTHING
     RETURNING id, external_id`,
    projectId, kind,
    lines.map((l) => l.external_id),
    lines.map((l) => l.language ?? null),
    lines.map((l) => (l.meta ? JSON.stringify(l.meta) : null)),
  );
  return new Map(rows.map((r) => [r.external_id, r.id]));
}

async function insertDialogues(sql: Sql, lines: DialogueLine[], ids: Map<string, number>) {
  const kept = lines.filter((l) => ids.has(l.external_id));
  await sql(
    `INSERT INTO dialogues (item_id, source) SELECT * FROM unnest($1::int[], $2::text[])`,
    kept.map((l) => ids.get(l.external_id)), kept.map((l) => l.source ?? null),
  );
  const turns = kept.flatMap((l) => l.turns.map((t, i) => [ids.get(l.external_id), i, t.role, t.content] as const));
  await sql(
    `INSERT INTO dialogue_turns (dialogue_id, position, role, content) SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[])`,
    turns.map((t) => t[0]), turns.map((t) => t[1]), turns.map((t) => t[2]), turns.map((t) => t[3]),
  );
  // QA pairs imported before their dialogue (in any project) get linked to it now.
  await sql(
    `UPDATE qa_pairs q SET dialogue_id = d.item_id
     FROM unnest($1::int[], $2::text[]) AS d(item_id, external_id)
     WHERE q.dialogue_id IS NULL AND q.dialogue_external_id = d.external_id`,
    kept.map((l) => ids.get(l.external_id)), kept.map((l) => l.external_id),
  );
}

async function insertQaPairs(sql: Sql, projectId: number, lines: QaPairLine[], ids: Map<string, number>) {
  const kept = lines.filter((l) => ids.has(l.external_id));
  await sql(
    `INSERT INTO qa_pairs (item_id, question, answer, difficulty, domain, dialogue_external_id, dialogue_id)
     SELECT t.id, t.q, t.a, t.d, t.dom, t.dx,
       (SELECT i.id FROM items i JOIN dialogues dl ON dl.item_id = i.id
         WHERE i.external_id = t.dx ORDER BY (i.project_id = $7) DESC, i.id LIMIT 1)
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS t(id, q, a, d, dom, dx)`,
    kept.map((l) => ids.get(l.external_id)), kept.map((l) => l.question), kept.map((l) => l.answer),
    kept.map((l) => l.difficulty ?? null), kept.map((l) => l.domain ?? null), kept.map((l) => l.dialogue_external_id ?? null),
    projectId,
  );
  const refs = kept.flatMap((l) => l.references.map((r, i) => [ids.get(l.external_id), i, r.url, r.title ?? null] as const));
  await sql(
    `INSERT INTO qa_references (qa_pair_id, position, url, title) SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[])`,
    refs.map((r) => r[0]), refs.map((r) => r[1]), refs.map((r) => r[2]), refs.map((r) => r[3]),
  );
}

async function insertReadmes(sql: Sql, lines: ReadmeLine[], ids: Map<string, number>) {
  const kept = lines.filter((l) => ids.has(l.external_id));
  await sql(
    `INSERT INTO readmes (item_id, repo, url, license, content) SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])`,
    kept.map((l) => ids.get(l.external_id)), kept.map((l) => l.repo ?? null), kept.map((l) => l.url ?? null),
    kept.map((l) => l.license ?? null), kept.map((l) => l.content),
  );
}

async function insertGeneratedComments(sql: Sql, lines: GeneratedCommentLine[], ids: Map<string, number>) {
  const kept = lines.filter((l) => ids.has(l.external_id));
  const col = <K extends keyof GeneratedCommentLine>(k: K) => kept.map((l) => l[k]);
  await sql(
    `INSERT INTO generated_comments (item_id, file_id, model, programming_language, code_prefix, code_suffix, original_comment, predicted_comment)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
    kept.map((l) => ids.get(l.external_id)), col("file_id"), col("model"), col("programming_language"),
    col("code_prefix"), col("code_suffix"), col("original_comment"), col("predicted_comment"),
  );
}

/** Inserts one batch of valid lines of the project's kind; returns how many were new. */
export async function insertItemBatch(sql: Sql, opts: { projectId: number; kind: ItemKind; lines: ItemLine[] }): Promise<number> {
  const ids = await insertItems(sql, opts.projectId, opts.kind, opts.lines);
  if (ids.size === 0) return 0;
  const lines = opts.lines;
  if (opts.kind === "dialogue") await insertDialogues(sql, lines as DialogueLine[], ids);
  else if (opts.kind === "qa_pair") await insertQaPairs(sql, opts.projectId, lines as QaPairLine[], ids);
  else if (opts.kind === "readme") await insertReadmes(sql, lines as ReadmeLine[], ids);
  else await insertGeneratedComments(sql, lines as GeneratedCommentLine[], ids);
  return ids.size;
}
