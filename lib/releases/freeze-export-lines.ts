import "server-only";
import { createHash } from "node:crypto";
import type pg from "pg";
import { declareExportCursor } from "@/lib/export/declare-export-cursor";
import { exportStatusOf } from "@/lib/export/export-options";
import { fetchExportBatch } from "@/lib/export/fetch-export-batch";
import type { ItemKind } from "@/lib/items/item-kinds";
import {
  countReleaseLine,
  emptyReleaseCounts,
  sortedCounts,
  type ReleaseCounts,
} from "./release-counts";

const BATCH = 500;
const CURSOR = "accord_release_lines";

export type FrozenLines = { sha256: string; lineCount: number; counts: ReleaseCounts };

/**
 * Inside the caller's REPEATABLE READ transaction: the gold export's lines (gold and rejected,
 * pseudonymised) into release_lines of `releaseId`, a batch at a time so memory stays flat, with
 * the sha256 of the canonical JSONL (each line and "\n", in the export's order).
 */
export async function freezeExportLines(
  client: pg.ClientBase,
  opts: { project: { id: number; kind: ItemKind }; releaseId: number },
): Promise<FrozenLines> {
  const cursor = await declareExportCursor(client, {
    project: opts.project,
    statuses: ["gold", "rejected"],
    identities: "pseudonyms",
    cursor: CURSOR,
  });
  const hash = createHash("sha256");
  const counts = emptyReleaseCounts();
  let lineCount = 0;
  for (;;) {
    const rows = await fetchExportBatch(client, { cursor: CURSOR, size: BATCH });
    if (rows.length === 0) break;
    const lines = rows.map((row) => cursor.toLine(row));
    for (let i = 0; i < rows.length; i++) {
      hash.update(lines[i] + "\n");
      countReleaseLine(counts, { ...rows[i], status: exportStatusOf(rows[i].status) });
    }
    await client.query(
      `INSERT INTO release_lines (release_id, external_id, language, line)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[])`,
      [opts.releaseId, rows.map((r) => r.external_id), rows.map((r) => r.language), lines],
    );
    lineCount += rows.length;
  }
  await client.query(`CLOSE ${CURSOR}`);
  return { sha256: hash.digest("hex"), lineCount, counts: sortedCounts(counts) };
}
