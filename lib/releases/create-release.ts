import "server-only";
import { parseAgreementQuery } from "@/lib/agreement/agreement-filters";
import { buildProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool, withClientTransaction } from "@/lib/db/pg-pool";
import { itemStatusesFor } from "@/lib/export/export-options";
import { AppError, fieldErrors } from "@/lib/errors";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";
import { freezeExportLines } from "./freeze-export-lines";
import { releaseBodySchema, type ReleaseBody } from "./release-schema";

const versionTaken = (version: string) =>
  new AppError("conflict", `The project already has a release ${version}.`, {
    fields: { version: ["is used by another release of this project"] },
  });

// A concurrent create of the same version: the unique index (23505), or under REPEATABLE READ a
// row committed after our snapshot (40001).
const isVersionRace = (e: unknown) =>
  typeof e === "object" &&
  e !== null &&
  ["23505", "40001"].includes(String((e as { code?: unknown }).code));

/**
 * Publishes a release (SPEC §5): the gold export's gold and rejected lines frozen with their
 * sha256, counts, the agreement report and guideline versions, in one REPEATABLE READ
 * transaction; audited. 422 on bad fields, 409 on a version the project used before.
 */
export async function createRelease(opts: {
  actor: SessionUser;
  projectId: number;
  input: unknown;
}): Promise<{ id: number }> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "gold.export",
  });
  const parsed = releaseBodySchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The release is not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const body = parsed.data;
  const { rows } = await pgPool().query(
    `SELECT 1 FROM releases WHERE project_id = $1 AND version = $2`,
    [project.id, body.version],
  );
  if (rows.length > 0) throw versionTaken(body.version);
  // Built before the transaction: on the embedded database a transaction holds the one backend.
  const agreement = await buildProjectAgreement({ project, query: parseAgreementQuery({}) });
  try {
    return await writeRelease({ actor: opts.actor, project, body, agreement });
  } catch (e) {
    if (isVersionRace(e)) throw versionTaken(body.version);
    throw e;
  }
}

async function writeRelease(opts: {
  actor: SessionUser;
  project: ProjectAccess;
  body: ReleaseBody;
  agreement: unknown;
}): Promise<{ id: number }> {
  const { project, body } = opts;
  const client = await pgPool().connect();
  try {
    return await withClientTransaction(client, async (sql) => {
      // The lines, counts and guideline versions all from one snapshot.
      await sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");
      const [{ versions }] = await sql<{ versions: number[] }>(
        `SELECT coalesce(array_agg(DISTINCT g.guideline_version ORDER BY g.guideline_version), '{}') AS versions
         FROM items i JOIN gold_records g ON g.item_id = i.id
        WHERE i.project_id = $1 AND i.status = ANY($2::"ItemStatus"[])`,
        project.id,
        itemStatusesFor(["gold", "rejected"]),
      );
      // Open (sha256 '') until sealed below: the guard lets that one UPDATE through (decision 072).
      const [{ id }] = await sql<{ id: number }>(
        `INSERT INTO releases (project_id, version, title, notes, license, citation, sha256, line_count, counts,
                             agreement, guideline_versions, settings, created_by_id)
       VALUES ($1, $2, $3, $4, $5, $6, '', 0, '{}', $7::jsonb, $8::int[], $9::jsonb, $10) RETURNING id`,
        project.id,
        body.version,
        body.title,
        body.notes,
        body.license,
        body.citation,
        JSON.stringify(opts.agreement),
        versions,
        JSON.stringify(project.settings),
        opts.actor.id,
      );
      const frozen = await freezeExportLines(client, { project, releaseId: id });
      await sql(
        `UPDATE releases SET sha256 = $2, line_count = $3, counts = $4::jsonb WHERE id = $1`,
        id,
        frozen.sha256,
        frozen.lineCount,
        JSON.stringify(frozen.counts),
      );
      await writeAuditEvent(sql, {
        actorId: opts.actor.id,
        projectId: project.id,
        action: "release.create",
        entityType: "release",
        entityId: id,
        before: null,
        after: {
          ...body,
          sha256: frozen.sha256,
          line_count: frozen.lineCount,
          guideline_versions: versions,
        },
      });
      return { id };
    });
  } finally {
    client.release();
  }
}
