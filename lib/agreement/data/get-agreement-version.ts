import "server-only";
import { createHash } from "node:crypto";
import { pgPool } from "@/lib/db/pg-pool";
import { getReviseWait } from "@/lib/gold/revise-wait";

// Settings, and per table the row count and latest write: a delete changes a count, an upsert or a
// revise a timestamp. No annotation data is read.
const SQL = `
SELECT
  (SELECT md5(p.settings::text) FROM projects p WHERE p.id = $1) AS settings,
  (SELECT json_build_array(count(*), max(a.id), max(a.submitted_at), max(a.revised_at)) FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = $1) AS annotations,
  (SELECT json_build_array(count(*), max(g.updated_at)) FROM gold_records g JOIN items i ON i.id = g.item_id WHERE i.project_id = $1) AS gold,
  (SELECT json_build_array(count(*), max(v.created_at)) FROM validation_ratings v JOIN items i ON i.id = v.item_id WHERE i.project_id = $1) AS ratings`;

/**
 * Taken before the report is built, so a racing write makes the ETag older than the body, never
 * newer. Items waiting for revise windows count: the sweep changes the report.
 */
export async function getAgreementVersion(opts: { projectId: number }): Promise<string> {
  const [{ rows }, wait] = await Promise.all([
    pgPool().query<Record<string, unknown>>(SQL, [opts.projectId]),
    getReviseWait({ projectId: opts.projectId }),
  ]);
  return createHash("sha256")
    .update(JSON.stringify([rows[0] ?? null, wait]))
    .digest("base64url")
    .slice(0, 22);
}
