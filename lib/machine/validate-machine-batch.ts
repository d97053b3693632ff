import "server-only";
import { kindModule } from "@/lib/items/kinds";
import { annotationSchemaFor, annotationSettings } from "@/lib/annotations/annotation-schema-for";
import type { Sql } from "@/lib/db/pg-pool";
import { formatZodIssues } from "@/lib/jsonl/format-zod-issues";
import type { LineError } from "@/lib/jsonl/line-result";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import type { MachineLine } from "./machine-line-schema";

export type ValidMachineLine = { line: number; itemId: number; annotator: string; data: unknown };

/**
 * Checks a batch of well-formed lines against the project: the item must exist in it, and the
 * annotation must be valid for that item (README spans against its text). Returns the valid
 * lines with their item ids and parsed data, and one error per invalid line.
 */
export async function validateMachineBatch(sql: Sql, opts: { project: ProjectAccess; lines: { line: number; value: MachineLine }[] }) {
  const ids = [...new Set(opts.lines.map((l) => l.value.external_id))];
  const rows = await sql<{ id: number; external_id: string; content: string | null }>(
    `SELECT i.id, i.external_id, r.content FROM items i LEFT JOIN readmes r ON r.item_id = i.id WHERE i.project_id = $1 AND i.external_id = ANY($2::text[])`,
    opts.project.id,
    ids,
  );
  const items = new Map(rows.map((r) => [r.external_id, r]));
  const { kind, settings } = opts.project;
  const plainSchema = kindModule(kind).schemaReadsItemText ? null : annotationSchemaFor({ kind, ...annotationSettings(settings) });
  const valid: ValidMachineLine[] = [];
  const errors: LineError[] = [];
  for (const { line, value } of opts.lines) {
    const item = items.get(value.external_id);
    if (!item) {
      errors.push({ line, message: `external_id: no item "${value.external_id.slice(0, 60)}" in this project` });
      continue;
    }
    const schema = plainSchema ?? annotationSchemaFor({ kind, ...annotationSettings(settings), readmeContent: item.content ?? "" });
    const parsed = schema.safeParse(value.annotation, { reportInput: true });
    if (parsed.success) valid.push({ line, itemId: item.id, annotator: value.annotator, data: JSON.parse(JSON.stringify(parsed.data)) });
    else errors.push({ line, message: formatZodIssues(parsed.error.issues.map((i) => ({ ...i, path: ["annotation", ...i.path] }))) });
  }
  return { valid, errors };
}
