import { errorCategories, errorCodes, errorGroups } from "./comment-errors";

const lit = (s: string | null) => (s === null ? "NULL" : `'${s.replaceAll("'", "''")}'`);

export function taxonomySql(): string {
  const rows = (values: string[]) => values.join(",\n  ");
  return [
    `INSERT INTO "error_categories" ("code", "name") VALUES\n  ${rows(errorCategories.map((c) => `(${lit(c.code)}, ${lit(c.name)})`))};`,
    `INSERT INTO "error_groups" ("code", "name", "category_code") VALUES\n  ${rows(errorGroups.map((g) => `(${lit(g.code)}, ${lit(g.name)}, ${lit(g.category)})`))};`,
    `INSERT INTO "error_codes" ("code", "name", "category_code", "group_code", "definition", "position") VALUES\n  ${rows(
      errorCodes.map(
        (c, i) =>
          `(${lit(c.code)}, ${lit(c.name)}, ${lit(c.category)}, ${lit(c.group)}, ${lit(c.definition)}, ${i})`,
      ),
    )};`,
    "",
  ].join("\n\n");
}
