import type { BinaryKappaJson, ErrorCodesJson } from "@/lib/agreement/agreement-report-types";
import type { ErrorCategory, ErrorCodeDef, ErrorGroup } from "@/lib/taxonomy/comment-errors";
import { sortRows, type SortState } from "./sort-rows";

export type CodeSortKey = "code" | "kappa" | "prevalence" | "n" | "observed" | "expected";

export interface CodeRow {
  level: "category" | "group" | "code";
  code: string;
  name: string;
  /** The row's tooltip for a code: its definition; null for a group or category (the page words what it pools). */
  title: string | null;
  /** Position in the taxonomy, the default order. */
  order: number;
  stats: BinaryKappaJson | null;
}

export interface CategoryBlock {
  category: CodeRow;
  /** Codes and group rows in display order; a group row comes before its own codes. */
  rows: CodeRow[];
}

export interface Taxonomy {
  categories: readonly ErrorCategory[];
  groups: readonly ErrorGroup[];
  codes: readonly ErrorCodeDef[];
}

const valueOf =
  (key: CodeSortKey) =>
  (row: CodeRow): number | null =>
    key === "code" ? row.order : (row.stats?.[key] ?? null);

/**
 * The error-code table: one block per category (its pooled row first), inside it the codes
 * without a group and the groups, each group followed by its codes. Sorting orders categories,
 * the units inside a category (a code, or a group with its codes), and codes inside a group —
 * so the hierarchy stays readable whatever the column.
 */
export function errorCodeBlocks(
  json: ErrorCodesJson,
  taxonomy: Taxonomy,
  sort: SortState<CodeSortKey>,
): CategoryBlock[] {
  const by = valueOf(sort.key);
  const order = (rows: CodeRow[]) =>
    sortRows(rows, by, sort.key === "code" ? "ascending" : sort.direction);
  const codeRow = (c: ErrorCodeDef, i: number): CodeRow => ({
    level: "code",
    code: c.code,
    name: c.name,
    title: c.definition,
    order: i,
    stats: json.codes?.[c.code] ?? null,
  });
  const codeRows = taxonomy.codes.map(codeRow);
  const categories = taxonomy.categories.map((cat, i): CategoryBlock => {
    const inCategory = codeRows.filter((r) => taxonomy.codes[r.order].category === cat.code);
    const units: { head: CodeRow; members: CodeRow[] }[] = [];
    for (const row of inCategory) {
      const group = taxonomy.codes[row.order].group;
      if (group === null) {
        units.push({ head: row, members: [] });
        continue;
      }
      let unit = units.find((u) => u.head.level === "group" && u.head.code === group);
      if (unit === undefined) {
        const g = taxonomy.groups.find((x) => x.code === group);
        const head: CodeRow = {
          level: "group",
          code: group,
          name: g?.name ?? group,
          title: null,
          order: row.order,
          stats: json.groups?.[group] ?? null,
        };
        units.push((unit = { head, members: [] }));
      }
      unit.members.push(row);
    }
    const sortedUnits = order(units.map((u) => u.head)).map((head) =>
      units.find((u) => u.head === head)!,
    );
    return {
      category: {
        level: "category",
        code: cat.code,
        name: cat.name,
        title: null,
        order: i,
        stats: json.categories?.[cat.code] ?? null,
      },
      rows: sortedUnits.flatMap((u) => [
        u.head,
        ...(u.head.level === "group" ? order(u.members) : []),
      ]),
    };
  });
  const sortedHeads = order(categories.map((b) => b.category));
  return sortedHeads.map((head) => categories.find((b) => b.category === head)!);
}
