import "server-only";
import { insertPriorAnnotations, priorAnnotationSources } from "@/lib/annotations/insert-prior-annotations";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { withPgTransaction } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { sampleImportedItems } from "@/lib/sampling/sample-items";
import type { ItemLine } from "./item-line-schema";
import { insertItemBatch } from "./insert-item-batch";

export const WRITE_BATCH = 2000;

export type ImportWrite = {
  actorId: number;
  projectId: number;
  kind: ItemKind;
  /** The validated new lines, in file order (lib/items/import/valid-line-spool.ts). */
  batches: AsyncIterable<ItemLine[]>;
  /** For the audit event: lines read and valid lines (duplicates within the file included). */
  lines: number;
  validLines: number;
  /** A partial import's skipped lines, for the audit event. */
  invalid?: number;
  onProgress?: (written: number) => void;
};

/**
 * The import's writing half: every batch in one transaction, so the items appear all at once
 * when it commits and a crash at any point (the connection dies, the transaction rolls back)
 * leaves none of them. Lines whose external_id the project already has count as duplicates.
 */
export async function writeImport(w: ImportWrite): Promise<number> {
  return withPgTransaction(async (sql) => {
    let inserted = 0;
    let written = 0;
    for await (const lines of w.batches) {
      const ids = await insertItemBatch(sql, { projectId: w.projectId, kind: w.kind, lines });
      // The new items' prior annotations (decision 019), in this same transaction, so they appear
      // with their items or not at all.
      await insertPriorAnnotations(sql, { projectId: w.projectId, actorId: w.actorId, kind: w.kind, rows: priorAnnotationSources(lines, ids) });
      inserted += ids.size;
      written += lines.length;
      w.onProgress?.(written);
    }
    // Which new items get the overlap and which one annotator (SPEC §2 Sampling, decision 024).
    await sampleImportedItems(sql, { projectId: w.projectId, actorId: w.actorId, kind: w.kind });
    const after = { lines: w.lines, imported: inserted, duplicates: w.validLines - inserted, ...(w.invalid === undefined ? {} : { invalid: w.invalid }) };
    await writeAuditEvent(sql, { actorId: w.actorId, projectId: w.projectId, action: "items.import", entityType: "project", entityId: w.projectId, before: null, after });
    return inserted;
  });
}
