import "server-only";
import { itemTextSql } from "@/lib/items/item-text-sql";
import { kindModule } from "@/lib/items/kinds";
import { annotationSchemaFor } from "@/lib/annotations/annotation-schema-for";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import type { ProjectAccess } from "@/lib/projects/load-project-access";

/**
 * Validates a gold annotation like any annotation of the item's kind (README spans against the
 * item's text, categories against the project's). Returns the parsed data (defaults filled in,
 * as JSON); a bad one is a 422 with messages under `gold.<field>`.
 */
export async function parseGold(opts: {
  project: ProjectAccess;
  itemId: number;
  gold: unknown;
}): Promise<unknown> {
  const itemText = kindModule(opts.project.kind).itemTextSql
    ? ((
        await pgPool().query<{ text: string | null }>(
          `SELECT ${itemTextSql("$1", opts.project.kind)} AS text`,
          [opts.itemId],
        )
      ).rows[0]?.text ?? undefined)
    : undefined;
  const schema = annotationSchemaFor({
    kind: opts.project.kind,
    settings: opts.project.settings,
    itemText,
  });
  const parsed = schema.safeParse(opts.gold);
  if (!parsed.success) {
    const fields = fieldErrors(
      parsed.error.issues.map((i) => ({ ...i, path: ["gold", ...i.path] })),
    );
    throw new AppError(
      "validation_failed",
      "The gold annotation is not valid; nothing was saved.",
      { fields },
    );
  }
  return JSON.parse(JSON.stringify(parsed.data));
}
