// The one statement of the sampling rule (SPEC §2 Sampling, decision 024). Pure: text the data
// layer (sample-items.ts) runs. In each stratum of the project's items, n of them, exactly
// ⌊f·n + ½⌋ are chosen, lowest md5 of (salt, project id, external_id) first: the items decided
// before keep their choice (true or false), and the undecided ones (NULL: new, or untouched after
// a settings change) top the stratum's chosen count up to its new target, lowest hash first.
// md5 and numeric arithmetic give the same answer on PGlite and PostgreSQL, and the hash can be
// recomputed outside Accord (`md5('<salt><project id>:<external_id>')`).
import type { ItemKind } from "@/lib/items/item-kinds";
import { stratumSql } from "./overlap-strata";

/** Which choice: the overlap sample (`items.sampled`) or the validation round's share (`items.validation_sampled`). */
export type SampleColumn = "sampled" | "validation_sampled";

/** The hash's salt per choice, so the validation share is not the overlap sample itself. */
const sampleSalts: Record<SampleColumn, string> = {
  sampled: "",
  validation_sampled: "validation:",
};

/**
 * $1 project id, $2 the fraction (numeric). Decides every undecided item of the project and
 * returns them (id, chosen). Strata are partitions; an item with no value for a field (NULL) is
 * in that field's NULL stratum. With `write: false` it only returns the choices (id, chosen) it
 * would write, and writes nothing (an embedded import decides its hidden items ahead of its
 * publish, lib/sampling/sample-items.ts).
 */
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
      FROM items i WHERE i.project_id = $1),
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

/**
 * $1 project id, $2 an import's id: per stratum, the project's items outside that import, chosen
 * and undecided (one text). The choices of that import's undecided items depend on nothing else
 * of the project, so while this text stays the same, choices made earlier for them still hold.
 */
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
      FROM items i WHERE i.project_id = $1 AND i.import_id IS DISTINCT FROM $2 ${groupBy}) b`;
}
