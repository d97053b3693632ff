import "server-only";
import { pgPool } from "@/lib/db/pg-pool";

const BATCH = 500;

/**
 * A release's lines (JSON text) in external_id order, `BATCH` at a time by keyset on the primary
 * key, so memory stays flat whatever the release's size; `language` null: every line.
 */
export async function* releaseLineBatches(opts: {
  releaseId: number;
  language: string | null;
  signal?: AbortSignal;
}): AsyncGenerator<string[]> {
  let after = "";
  for (;;) {
    opts.signal?.throwIfAborted();
    const { rows } = await pgPool().query<{ external_id: string; line: string }>(
      `SELECT external_id, line FROM release_lines
        WHERE release_id = $1 AND external_id > $2 AND ($3::text IS NULL OR language = $3)
        ORDER BY external_id LIMIT ${BATCH}`,
      [opts.releaseId, after, opts.language],
    );
    if (rows.length === 0) return;
    yield rows.map((r) => r.line);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].external_id;
  }
}
