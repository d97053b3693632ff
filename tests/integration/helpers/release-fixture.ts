// A release inserted with SQL from a real gold export, for the bundle's tests (the code that
// creates releases lives apart, lib/releases).
import { createHash } from "node:crypto";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { pgPool } from "@/lib/db/pg-pool";
import { openExportStream } from "@/lib/export/open-export-stream";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../../concurrency/queue-fixtures";

export type ReleaseFixture = Awaited<ReturnType<typeof makeRelease>>;

const tally = (values: (string | null)[]) => {
  const out: Record<string, number> = {};
  for (const v of values) out[v ?? "(none)"] = (out[v ?? "(none)"] ?? 0) + 1;
  return out;
};

/** A QA project of `items` items over `languages`, all agreed by two annotators, released once. */
export async function makeRelease(opts: {
  languages: string[];
  items: number;
  release?: { version?: string; title?: string; notes?: string; citation?: string | null };
}) {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind: "qa_pair",
    items: opts.items,
    annotators: 2,
    language: (i) => opts.languages[i % opts.languages.length],
  });
  for (let i = 0; i < opts.items; i++)
    for (const [variant, actor] of annotators.entries()) {
      const claim = await claimNextItem({ actor, projectId });
      await submitAnnotation({
        actor,
        assignmentId: claim!.assignmentId,
        annotation: sampleAnnotation("qa_pair", variant as 0 | 1),
      });
    }
  const exported = await openExportStream({
    actor: lead,
    projectId,
    statuses: ["gold", "rejected"],
  });
  const text = await new Response(exported.stream).text();
  const agreement = await getProjectAgreement({ actor: lead, projectId });
  const releaseId = await insertRelease({
    projectId,
    createdById: lead.id,
    text,
    agreement,
    release: opts.release,
  });
  const lines = text
    .trimEnd()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { releaseId, projectId, lead, annotators, text, lines };
}

/**
 * A release of `projectId` holding the export lines `text` (JSONL), guideline version 1 (written
 * here if the project has none: projects made now get theirs from lib/guidelines).
 */
export async function insertRelease(opts: {
  projectId: number;
  createdById: number;
  text: string;
  agreement?: unknown;
  release?: { version?: string; title?: string; notes?: string; citation?: string | null };
}): Promise<number> {
  const lines = opts.text.split("\n").filter(Boolean);
  const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const r = { version: "1.0.0", title: "Go QA gold", notes: "", citation: null, ...opts.release };
  const { rows } = await pgPool().query<{ id: number }>(
    `INSERT INTO releases (project_id, version, title, notes, license, citation, sha256, line_count, counts,
                           agreement, guideline_versions, settings, created_by_id)
     SELECT $1, $2, $3, $4, 'CC-BY-4.0', $5, $6, $7, $8, $9, '{1}', p.settings, $10 FROM projects p WHERE p.id = $1
     RETURNING id`,
    [
      opts.projectId,
      r.version,
      r.title,
      r.notes,
      r.citation,
      createHash("sha256").update(opts.text).digest("hex"),
      lines.length,
      {
        status: tally(parsed.map((l) => l.status as string)),
        source: tally(parsed.map((l) => l.source as string | null)),
        language: tally(parsed.map((l) => l.language as string | null)),
      },
      opts.agreement ?? {},
      opts.createdById,
    ],
  );
  const releaseId = rows[0].id;
  // Instructions that try to break the markdown they are shown in.
  await pgPool().query(
    `INSERT INTO guideline_versions (project_id, version, author_id, instructions, labels)
     SELECT id, 1, created_by_id, $2, '{"qaRejectRule": "veto"}' FROM projects WHERE id = $1
     ON CONFLICT DO NOTHING`,
    [opts.projectId, "Use **go.dev**.\n<script>alert(1)</script>\n## Fake section"],
  );
  await pgPool().query(
    `INSERT INTO release_lines (release_id, external_id, language, line)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[])`,
    [releaseId, parsed.map((l) => l.external_id), parsed.map((l) => l.language), lines],
  );
  return releaseId;
}

/** Another release of the same project with `n` copies of its first line (new external ids). */
export async function copyRelease(from: number, n: number): Promise<number> {
  const { rows } = await pgPool().query<{ id: number }>(
    `INSERT INTO releases (project_id, version, title, notes, license, citation, sha256, line_count, counts,
                           agreement, guideline_versions, settings, created_by_id)
     SELECT project_id, version || '-copy-' || $2::int, title, notes, license, citation, '', $2::int, counts, agreement,
            guideline_versions, settings, created_by_id FROM releases WHERE id = $1 RETURNING id`,
    [from, n],
  );
  await pgPool().query(
    `INSERT INTO release_lines (release_id, external_id, language, line)
     SELECT $2, 'c-' || lpad(g::text, 7, '0'), l.language, l.line
       FROM (SELECT * FROM release_lines WHERE release_id = $1 ORDER BY external_id LIMIT 1) l, generate_series(1, $3) g`,
    [from, rows[0].id, n],
  );
  return rows[0].id;
}
