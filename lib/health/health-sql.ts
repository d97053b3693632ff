// The aggregates behind data health (SPEC §5), as SQL text over one project's items ($1) and the
// kind's table (`k`), from the kind module's `health`. Pure: get-data-health.ts runs them.
import type { KindHealth } from "@/lib/items/define-item-kind";

/** Beyond this many models the pairwise comparison is skipped: its rows grow with models². */
const MAX_COMPARED_MODELS = 100;

const blank = (sql: string) => `COALESCE(btrim(${sql}), '') = ''`;

/**
 * One row: per field `empty_<i>` and `replaced_<i>` (U+FFFD), and `repeated`, the rows whose
 * non-blank key an earlier row already has. `OFFSET 0` keeps each field's SQL (a subquery for some
 * kinds) evaluated once per row.
 */
export function fieldCountsSql(opts: { table: string; health: KindHealth }): string {
  const { fields, repeated } = opts.health;
  const values = fields.map((f, i) => `${f.sql} AS f${i}`);
  if (repeated) values.push(`${repeated.sql} AS rep`);
  const counts = fields.flatMap((_, i) => [
    `count(*) FILTER (WHERE ${blank(`f${i}`)}) AS empty_${i}`,
    `count(*) FILTER (WHERE strpos(f${i}, chr(65533)) > 0) AS replaced_${i}`,
  ]);
  counts.push(
    repeated
      ? `count(*) FILTER (WHERE NOT ${blank("rep")}) - count(DISTINCT md5(rep)) FILTER (WHERE NOT ${blank("rep")}) AS repeated`
      : "0 AS repeated",
  );
  return `SELECT ${counts.join(", ")}
    FROM (SELECT ${values.join(", ")} FROM items i JOIN ${opts.table} k ON k.item_id = i.id
           WHERE i.project_id = $1 OFFSET 0) v`;
}

const jsonRows = (select: string) =>
  `(SELECT COALESCE(json_agg(r), '[]'::json) FROM (${select}) r)`;

/**
 * One row of JSON: `repeated` (answers repeating a question within a model's run), `sets` (each
 * model's questions missing from and beyond the set at least half the models answer), `shared`
 * (that set's size) and `pairs` (models with identical non-blank answers to common questions, one
 * answer per model and question: the lowest run's). Questions and answers compared by md5.
 */
export function answerCountsSql(opts: {
  table: string;
  modelColumn: string;
  answers: NonNullable<KindHealth["answers"]>;
}): string {
  const { questionSql, answerSql, runSql } = opts.answers;
  return `WITH a AS MATERIALIZED (
      SELECT i.id, k.${opts.modelColumn} AS model, ${runSql ?? "NULL::int"} AS run, md5(${questionSql}) AS q,
             md5(${answerSql}) AS h, ${blank(answerSql)} AS is_blank
        FROM items i JOIN ${opts.table} k ON k.item_id = i.id WHERE i.project_id = $1),
    one AS MATERIALIZED (SELECT DISTINCT ON (model, q) model, q, h, is_blank FROM a ORDER BY model, q, run, id),
    models AS (SELECT count(DISTINCT model) AS n FROM one),
    ref AS (SELECT q FROM one GROUP BY q HAVING 2 * count(*) >= (SELECT n FROM models))
  SELECT ${jsonRows(`SELECT model, count(*) - count(DISTINCT (run, q)) AS count FROM a GROUP BY model
                    HAVING count(*) > count(DISTINCT (run, q)) ORDER BY model`)} AS repeated,
         ${jsonRows(`SELECT o.model, count(*) FILTER (WHERE ref.q IS NULL) AS extra,
                           (SELECT count(*) FROM ref) - count(ref.q) AS missing
                      FROM one o LEFT JOIN ref ON ref.q = o.q GROUP BY o.model ORDER BY o.model`)} AS sets,
         (SELECT count(*) FROM ref)::int AS shared,
         ${jsonRows(`SELECT x.model AS a, y.model AS b, count(*) AS common,
                           count(*) FILTER (WHERE x.h = y.h AND NOT x.is_blank) AS identical
                      FROM one x JOIN one y ON y.q = x.q AND y.model > x.model
                     WHERE (SELECT n FROM models) <= ${MAX_COMPARED_MODELS}
                     GROUP BY x.model, y.model
                    HAVING count(*) FILTER (WHERE x.h = y.h AND NOT x.is_blank) > 0
                     ORDER BY x.model, y.model`)} AS pairs`;
}
