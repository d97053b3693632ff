import "server-only";
import { annotationSchemaFor } from "@/lib/annotations/annotation-schema-for";
import type { Sql } from "@/lib/db/pg-pool";
import { itemTextSql } from "@/lib/items/item-text-sql";
import { kindModule } from "@/lib/items/kinds";
import { formatZodIssues } from "@/lib/jsonl/format-zod-issues";
import type { LineError } from "@/lib/jsonl/line-result";
import type { ProjectAccess } from "@/lib/projects/load-project-access";

/** A line's item (null: no such external id in the project) and its annotation checked against the kind's schema. */
export type CheckedAnnotation<L> =
  | { line: number; value: L; itemId: null }
  | { line: number; value: L; itemId: number; ok: true; data: unknown }
  | { line: number; value: L; itemId: number; ok: false; message: string };

/**
 * Finds each line's item in the project and checks its annotation (if it has one) with the kind's
 * schema for that item (README spans against its text); the message names fields under
 * `annotation.`. One query per batch. Lines without an annotation get `ok: true, data: null`.
 */
export async function checkMachineAnnotations<
  L extends { external_id: string; annotation?: unknown },
>(
  sql: Sql,
  opts: {
    project: Pick<ProjectAccess, "id" | "kind" | "settings">;
    lines: readonly { line: number; value: L }[];
  },
): Promise<CheckedAnnotation<L>[]> {
  const ids = [...new Set(opts.lines.map((l) => l.value.external_id))];
  const rows = await sql<{ id: number; external_id: string; text: string | null }>(
    `SELECT i.id, i.external_id, ${itemTextSql("i.id", opts.project.kind)} AS text FROM items i WHERE i.project_id = $1 AND i.external_id = ANY($2::text[])`,
    opts.project.id,
    ids,
  );
  const items = new Map(rows.map((r) => [r.external_id, r]));
  const { kind, settings } = opts.project;
  const plainSchema = kindModule(kind).itemTextSql ? null : annotationSchemaFor({ kind, settings });
  return opts.lines.map(({ line, value }): CheckedAnnotation<L> => {
    const item = items.get(value.external_id);
    if (!item) return { line, value, itemId: null };
    if (value.annotation === undefined)
      return { line, value, itemId: item.id, ok: true, data: null };
    const schema =
      plainSchema ??
      annotationSchemaFor({
        kind,
        settings,
        itemText: item.text ?? "",
      });
    const parsed = schema.safeParse(value.annotation, { reportInput: true });
    if (parsed.success)
      return {
        line,
        value,
        itemId: item.id,
        ok: true,
        data: JSON.parse(JSON.stringify(parsed.data)),
      };
    return {
      line,
      value,
      itemId: item.id,
      ok: false,
      message: formatZodIssues(
        parsed.error.issues.map((i) => ({ ...i, path: ["annotation", ...i.path] })),
      ),
    };
  });
}

export const noItemError = (line: number, externalId: string): LineError => ({
  line,
  externalId,
  field: "external_id",
  message: `no item "${externalId.slice(0, 60)}" in this project`,
});
