import "server-only";
import { pgPool } from "@/lib/db/pg-pool";
import { qualificationRequired } from "./qualification-required";

/** 409 `qualification_required` when accord_member_unqualified holds the member back (decision 080). */
export async function refuseIfUnqualified(projectId: number, userId: number): Promise<void> {
  const { rows } = await pgPool().query<{ held: boolean }>(
    `SELECT accord_member_unqualified($1, $2) AS held`,
    [projectId, userId],
  );
  if (rows[0]?.held) throw qualificationRequired();
}
