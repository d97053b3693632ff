import "server-only";
import { createHash } from "node:crypto";
import { pgPool } from "@/lib/db/pg-pool";
import { getReviseWait } from "@/lib/gold/revise-wait";

// Everything the report reads, summarised cheaply: settings (scales, comment rule, README
// threshold), and per table the row count and latest write. A new or deleted annotation changes a
// count; a re-imported machine label, a revise or an edited gold record moves a timestamp (machine
// upserts set submitted_at = now(), a revise revised_at). Work on the project's items' rows; no
// annotation data is read.
const SQL = `
SELECT
  (SELECT md5(p.settings::text) FROM projects p WHERE p.id = $1) AS settings,
  (SELECT json_build_array(count(*), max(a.id), max(a.submitted_at), max(a.revised_at)) FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = $1) AS annotations,
  (SELECT json_build_array(count(*), max(g.updated_at)) FROM gold_records g JOIN items i ON i.id = g.item_id WHERE i.project_id = $1) AS gold,
  (SELECT json_build_array(count(*), max(v.created_at)) FROM validation_ratings v JOIN items i ON i.id = v.item_id WHERE i.project_id = $1) AS ratings`;

/**
 * A short fingerprint of a project's agreement inputs: equal fingerprints mean the same report
 * (for the same filters). The caller authorizes; this only reads. Take it before building the
 * report, so a write racing the build can only make the ETag older than the body, never newer.
 * The items waiting for revise windows count too: the sweep comparing one changes the report
 * (it joins the compared), though no annotation changed.
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
