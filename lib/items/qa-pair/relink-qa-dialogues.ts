import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import { dialogueInSourceSql } from "./dialogue-link-sql";

/**
 * After the project's source dialogue project changed: every QA pair's link resolves again in the
 * new one (as the import would have), and a dialogue no longer in reach is unlinked; the external
 * id is kept as given. Returns the QA pairs now linked.
 */
export async function relinkQaDialogues(
  sql: Sql,
  opts: { projectId: number; dialogueProjectId: number | null },
): Promise<number> {
  const rows = await sql<{ linked: number }>(
    `WITH u AS (
       UPDATE qa_pairs q SET dialogue_id = ${dialogueInSourceSql("$2::int", "q.dialogue_external_id")}
         FROM items qi WHERE qi.id = q.item_id AND qi.project_id = $1 AND q.dialogue_external_id IS NOT NULL
       RETURNING q.dialogue_id)
     SELECT count(dialogue_id)::int AS linked FROM u`,
    opts.projectId,
    opts.dialogueProjectId,
  );
  return rows[0]?.linked ?? 0;
}
