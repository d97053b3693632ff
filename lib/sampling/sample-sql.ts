// The sampling rule (decision 024): ⌊f·n + ½⌋ per stratum, lowest md5 first; decided items keep
// their choice. md5 and numeric agree on PGlite and PostgreSQL and can be recomputed outside.
import type { ItemKind } from "@/lib/items/item-kinds";
import { stratumSql } from "./overlap-strata";

export type SampleColumn = "sampled" | "validation_sampled" | "human";

/** The hash's salt per choice, so the validation share is not the overlap sample itself. */
const sampleSalts: Record<SampleColumn, string> = {
  sampled: "",
  validation_sampled: "validation:",
  human: "human:",
};

// Decision 076: the overlap sample is drawn within the human sample; judges-only items have none.
const itemsOf: Record<SampleColumn, string> = {
  sampled: "AND i.human IS NOT FALSE",
  validation_sampled: "",
  human: "",
};

/** $1 project id, $2 the fraction. `write: false` only returns the choices (decided ahead). */
export function sampleSql(opts: {
  kind: ItemKind;
  strata: readonly string[];
  column: SampleColumn;
  write?: boolean;
}): string {
  const { column } = opts;
  const fields = opts.strata.map((s, i) => `${stratumSql(opts.kind, s, "i")} AS s${i}`);
  const partition = opts.strata.map((_, i) => `s${i}`);
  const byStratum = partition.length ? `PARTITION BY ${partition.join(", ")}` : "";
  const ranked = `
  WITH s AS (
    SELECT i.id, i.${column} AS chosen, md5('${sampleSalts[column]}' || i.project_id::text || ':' || i.external_id) AS h${fields.map((f) => `, ${f}`).join("")}
      FROM items i WHERE i.project_id = $1 ${itemsOf[column]}),
  r AS (
    SELECT s.id, s.chosen, count(*) OVER w AS n, count(*) FILTER (WHERE s.chosen) OVER w AS c,
           row_number() OVER (PARTITION BY ${[...partition, "s.chosen IS NULL"].join(", ")} ORDER BY s.h COLLATE "C", s.id) AS k
      FROM s WINDOW w AS (${byStratum}))`;
  const choice = `(r.k <= floor($2::numeric * r.n + 0.5) - r.c)`;
  if (opts.write === false)
    return `${ranked}
  SELECT r.id, ${choice} AS chosen FROM r WHERE r.chosen IS NULL ORDER BY r.id`;
  return `${ranked}
  UPDATE items i SET ${column} = ${choice}
    FROM r WHERE i.id = r.id AND r.chosen IS NULL
  RETURNING i.id, i.${column} AS chosen, i.annotation_count`;
}

/** $1 project id, $2 import id: while this text is unchanged, choices made ahead still hold. */
export function sampleBasisSql(opts: {
  kind: ItemKind;
  strata: readonly string[];
  column: SampleColumn;
}): string {
  const fields = opts.strata.map((s) => stratumSql(opts.kind, s, "i"));
  const groupBy = fields.length ? `GROUP BY ${fields.map((_, i) => i + 1).join(", ")}` : "";
  return `
  SELECT COALESCE(json_agg(b ORDER BY b::text)::text, '[]') AS basis FROM (
    SELECT ${[...fields.map((f, i) => `${f} AS s${i}`), "count(*) AS n", `count(*) FILTER (WHERE i.${opts.column}) AS c`, `count(*) FILTER (WHERE i.${opts.column} IS NULL) AS u`].join(", ")}
      FROM items i WHERE i.project_id = $1 AND i.import_id IS DISTINCT FROM $2 ${itemsOf[opts.column]} ${groupBy}) b`;
}

/**
 * $1 project id: undecided items someone has claimed or annotated (a prior annotation) join the
 * human sample before the draw and count in it (decision 076), so judges-only items stay untouched.
 */
export const humanTouchedSql = `
  UPDATE items i SET human = true
   WHERE i.project_id = $1 AND i.human IS NULL
     AND (i.status <> 'pending' OR i.annotation_count > 0 OR EXISTS (SELECT 1 FROM assignments a WHERE a.item_id = i.id))`;
