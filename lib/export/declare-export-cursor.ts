import "server-only";
import type pg from "pg";
import type { ItemKind } from "@/lib/items/item-kinds";
import { exportLine, type ExportRow } from "./export-line";
import { itemStatusesFor, type ExportIdentities, type ExportStatus } from "./export-options";
import { exportItemsSql, exportItemsWhere } from "./export-sql";
import { pseudonym } from "./pseudonym";
import { pseudonymSecret } from "./pseudonym-secret";

export type ExportCursor = {
  lineCount: number;
  /** A fetched row as its JSONL line, without the "\n". */
  toLine: (row: ExportRow) => string;
};

/**
 * Inside the caller's open transaction (REPEATABLE READ, so the count and the lines agree):
 * counts the lines and declares `cursor` over them in the export's order (external_id, "C").
 * Read it with fetchExportBatch; the gold export and releases both do.
 */
export async function declareExportCursor(
  client: pg.ClientBase,
  opts: {
    project: { id: number; kind: ItemKind };
    statuses: readonly ExportStatus[];
    identities?: ExportIdentities;
    itemIds?: readonly number[] | null;
    guidelineVersion?: number | null;
    cursor: string;
  },
): Promise<ExportCursor> {
  const { project } = opts;
  const selection = opts.itemIds ? [...opts.itemIds] : null;
  const statuses = itemStatusesFor(opts.statuses);
  const version = opts.guidelineVersion ?? null;
  const filter = { bySelection: selection !== null, byGuidelineVersion: version !== null };
  const params = [
    project.id,
    statuses,
    ...(selection ? [selection] : []),
    ...(version !== null ? [version] : []),
  ];
  // JIT compiling this plan costs seconds and saves nothing.
  await client.query("SET LOCAL jit = off");
  const counted = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM items WHERE ${exportItemsWhere(filter)}`,
    params,
  );
  let person: (userId: number, email: string) => string;
  if (opts.identities !== "emails") {
    const secret = await pseudonymSecret(client);
    const names = new Map<number, string>();
    person = (userId) => {
      let name = names.get(userId);
      if (name === undefined)
        names.set(userId, (name = pseudonym({ secret, projectId: project.id, userId })));
      return name;
    };
  } else person = (_userId, email) => email;
  await client.query(
    `DECLARE ${opts.cursor} NO SCROLL CURSOR FOR ${exportItemsSql(project.kind, filter)}`,
    params,
  );
  const ctx = { kind: project.kind, person };
  return {
    lineCount: counted.rows[0].n,
    toLine: (row) => JSON.stringify(exportLine(row, ctx)),
  };
}
