// The aggregates behind data health (SPEC §5), as SQL text over one project's items ($1) and the
// kind's table (`k`), from the kind module's `health`. Pure: get-data-health.ts runs them.
import type { KindHealth } from "@/lib/items/define-item-kind";

/** Beyond this many models the pairwise comparison is skipped: its rows grow with models². */
const MAX_COMPARED_MODELS = 100;

/** NULL, '' or only white space; the regex (slow on long text) runs only after a blank first character. */
const blank = (sql: string) =>
  `(${sql} IS NULL OR ${sql} = '' OR (left(${sql}, 1) ~ '\\s' AND ${sql} !~ '\\S'))`;
/** 64 bits of hash: equal text, equal hash; a false match is ~2⁻⁶⁴ per pair. md5 is 4× slower. */
const hash = (sql: string) => `hashtextextended(${sql}, 0)`;

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
      ? `count(*) FILTER (WHERE NOT ${blank("rep")}) - count(DISTINCT ${hash("rep")}) FILTER (WHERE NOT ${blank("rep")}) AS repeated`
      : "0 AS repeated",
  );
  return `SELECT ${counts.join(", ")}
    FROM (SELECT ${values.join(", ")} FROM items i JOIN ${opts.table} k ON k.item_id = i.id
           WHERE i.project_id = $1 OFFSET 0) v`;
}

const jsonRows = (select: string) =>
  `(SELECT COALESCE(json_agg(r), '[]'::json) FROM (${select}) r)`;

/**
 * One row of JSON: `repeated` (per model, within a run), `sets` (per model, against the `shared`
 * set that half the models answer) and `pairs` (identical non-blank answers, each model's lowest run).
 */
export function answerCountsSql(opts: {
  table: string;
  modelColumn: string;
  answers: NonNullable<KindHealth["answers"]>;
}): string {
  const { questionSql, answerSql, runSql } = opts.answers;
  return `WITH a AS MATERIALIZED (
      SELECT i.id, k.${opts.modelColumn} COLLATE "C" AS model, ${runSql ?? "NULL::int"} AS run,
             ${hash(questionSql)} AS q, ${hash(answerSql)} AS h, ${blank(answerSql)} AS is_blank
        FROM items i JOIN ${opts.table} k ON k.item_id = i.id WHERE i.project_id = $1),
    one AS MATERIALIZED (
      SELECT model, dense_rank() OVER (ORDER BY model) AS m, q, h, is_blank
        FROM (SELECT DISTINCT ON (model, q) * FROM a ORDER BY model, q, run, id) d),
    ref AS (SELECT q FROM one GROUP BY q HAVING 2 * count(*) >= (SELECT max(m) FROM one)),
    same AS (
      SELECT x.m AS xm, y.m AS ym, count(*) AS identical
        FROM one x JOIN one y ON y.q = x.q AND y.h = x.h AND y.m > x.m
       WHERE NOT x.is_blank AND (SELECT max(m) FROM one) <= ${MAX_COMPARED_MODELS}
       GROUP BY x.m, y.m),
    sizes AS (
      SELECT o.m, o.model, count(*) AS n, count(ref.q) AS in_ref
        FROM one o LEFT JOIN ref ON ref.q = o.q GROUP BY o.m, o.model),
    -- Two models share at least in_ref + in_ref - |ref| questions: pairs that cannot reach half are left out.
    candidates AS MATERIALIZED (
      SELECT s.xm, s.ym, sx.model AS a, sy.model AS b, s.identical
        FROM same s JOIN sizes sx ON sx.m = s.xm JOIN sizes sy ON sy.m = s.ym
       WHERE 2 * s.identical > sx.in_ref + sy.in_ref - (SELECT count(*) FROM ref)),
    pairs AS (
      SELECT c.a, c.b, c.identical, count(*) AS common
        FROM candidates c JOIN one x ON x.m = c.xm JOIN one y ON y.m = c.ym AND y.q = x.q
       GROUP BY c.a, c.b, c.identical)
  SELECT ${jsonRows(`SELECT model, sum(n - 1) AS count
                      FROM (SELECT model, count(*) AS n FROM a GROUP BY model, run, q HAVING count(*) > 1) r
                     GROUP BY model ORDER BY model`)} AS repeated,
         ${jsonRows(`SELECT model, n - in_ref AS extra, (SELECT count(*) FROM ref) - in_ref AS missing
                      FROM sizes ORDER BY model`)} AS sets,
         (SELECT count(*) FROM ref)::int AS shared,
         ${jsonRows("SELECT a, b, common, identical FROM pairs ORDER BY a, b")} AS pairs`;
}
