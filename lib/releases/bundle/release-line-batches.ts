import "server-only";
import { pgPool } from "@/lib/db/pg-pool";

const BATCH = 500;

let byteOrdered: Promise<boolean> | undefined;

/**
 * Whether the database's own collation orders text by bytes, as COLLATE "C" does (the embedded
 * database, and servers created with C): then the primary key serves the canonical order.
 */
function databaseIsByteOrdered(): Promise<boolean> {
  byteOrdered ??= pgPool()
    .query<{ c: boolean }>(
      `SELECT datlocprovider = 'c' AND datcollate IN ('C', 'POSIX') AS c
         FROM pg_database WHERE datname = current_database()`,
    )
    .then((r) => r.rows[0]?.c === true)
    .catch(() => false);
  return byteOrdered;
}

/**
 * A release's lines (JSON text) in canonical order (external_id COLLATE "C", decision 072),
 * `BATCH` at a time by keyset, so memory stays flat whatever the release's size; `language` null:
 * every line. On a database of another collation each batch sorts the rest of the release: correct,
 * slower (decision 073). `byteOrder` overrides the check (tests).
 */
export async function* releaseLineBatches(opts: {
  releaseId: number;
  language: string | null;
  signal?: AbortSignal;
  byteOrder?: boolean;
}): AsyncGenerator<string[]> {
  const key =
    (opts.byteOrder ?? (await databaseIsByteOrdered())) ? "external_id" : `external_id COLLATE "C"`;
  let after = "";
  for (;;) {
    opts.signal?.throwIfAborted();
    const { rows } = await pgPool().query<{ external_id: string; line: string }>(
      `SELECT external_id, line FROM release_lines
        WHERE release_id = $1 AND ${key} > $2 AND ($3::text IS NULL OR language = $3)
        ORDER BY ${key} LIMIT ${BATCH}`,
      [opts.releaseId, after, opts.language],
    );
    if (rows.length === 0) return;
    yield rows.map((r) => r.line);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].external_id;
  }
}
