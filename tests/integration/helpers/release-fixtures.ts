import { createHash } from "node:crypto";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { openExportStream } from "@/lib/export/open-export-stream";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { updateProject } from "@/lib/projects/update-project";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { countReleaseLine, emptyReleaseCounts, sortedCounts } from "@/lib/releases/release-counts";
import { makeQueueProject, sampleAnnotation } from "../../concurrency/queue-fixtures";

export async function submit(actor: SessionUser, projectId: number, annotation: object) {
  const claim = await claimNextItem({ actor, projectId });
  await submitAnnotation({
    actor,
    assignmentId: claim!.assignmentId,
    annotation,
    timeSpentMs: 1234,
  });
}

/**
 * A QA project of 5 items: q-000000 agreed, q-000001 vetoed, q-000002 adjudicated, q-000003 with
 * one annotation of two, q-000004 untouched. Items are served in external_id order.
 */
export async function releaseProject() {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind: "qa_pair",
    items: 5,
    annotators: 3,
    settings: { qaRejectRule: "veto" },
  });
  const [ana, ben, cy] = annotators;
  const plan: [SessionUser, object][] = [
    [ana, sampleAnnotation("qa_pair", 0, "a0")],
    [ben, sampleAnnotation("qa_pair", 1, "b0")],
    [ana, { verdict: "reject", reject_reasons: ["too_simple"] }],
    [ben, sampleAnnotation("qa_pair", 0)],
    [ana, sampleAnnotation("qa_pair", 0)],
    [ben, sampleAnnotation("qa_pair", 2)],
    [ana, sampleAnnotation("qa_pair", 1)],
  ];
  for (const [actor, annotation] of plan) await submit(actor, projectId, annotation);
  const view = (await claimNextAdjudication({ actor: cy, projectId }))!;
  await resolveAdjudication({
    actor: cy,
    adjudicationId: view.adjudicationId,
    input: { choice: "a", rationale: "A's answer label is right" },
  });
  return { projectId, lead, ana, ben, cy };
}

export async function itemId(projectId: number, externalId: string): Promise<number> {
  const { rows } = await pgPool().query<{ id: number }>(
    `SELECT id FROM items WHERE project_id = $1 AND external_id = $2`,
    [projectId, externalId],
  );
  return rows[0].id;
}

export const bearer = async (u: SessionUser) => ({
  authorization: `Bearer ${(await createApiToken({ userId: u.id, name: "releases" })).token}`,
  "content-type": "application/json",
});

export type ReleaseFixture = Awaited<ReturnType<typeof makeRelease>>;

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
  // Version 2 of the guidelines, with instructions that try to break the markdown they go into.
  await updateProject({
    actor: lead,
    projectId,
    input: { instructions: "Use **go.dev**.\n<script>alert(1)</script>\n## Fake section" },
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
 * A release of `projectId` holding the export lines `text` (JSONL) and naming every guideline
 * version of the project, written as create-release.ts does (open, its lines, then sealed: the
 * guards allow no other order).
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
     SELECT $1, $2, $3, $4, 'CC-BY-4.0', $5, '', 0, '{}', $6,
            (SELECT coalesce(array_agg(version ORDER BY version), '{}') FROM guideline_versions WHERE project_id = $1),
            p.settings, $7
       FROM projects p WHERE p.id = $1
     RETURNING id`,
    [
      opts.projectId,
      r.version,
      r.title,
      r.notes,
      r.citation,
      opts.agreement ?? {},
      opts.createdById,
    ],
  );
  const releaseId = rows[0].id;
  await pgPool().query(
    `INSERT INTO release_lines (release_id, external_id, language, line)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[])`,
    [releaseId, parsed.map((l) => l.external_id), parsed.map((l) => l.language), lines],
  );
  const counts = emptyReleaseCounts();
  for (const l of parsed) countReleaseLine(counts, l as Parameters<typeof countReleaseLine>[1]);
  await pgPool().query(
    `UPDATE releases SET sha256 = $2, line_count = $3, counts = $4 WHERE id = $1`,
    [
      releaseId,
      createHash("sha256").update(opts.text).digest("hex"),
      lines.length,
      sortedCounts(counts),
    ],
  );
  return releaseId;
}

/**
 * Another release of the same project with `n` copies of its first line, each under a new
 * external id whose case and punctuation sort differently in C and in natural-language collations.
 */
export async function copyRelease(from: number, n: number): Promise<number> {
  const { rows } = await pgPool().query<{ id: number }>(
    `INSERT INTO releases (project_id, version, title, notes, license, citation, sha256, line_count, counts,
                           agreement, guideline_versions, settings, created_by_id)
     SELECT project_id, version || '-copy-' || $2::int, title, notes, license, citation, '', 0, '{}', agreement,
            guideline_versions, settings, created_by_id FROM releases WHERE id = $1 RETURNING id`,
    [from, n],
  );
  const id = rows[0].id;
  await pgPool().query(
    `INSERT INTO release_lines (release_id, external_id, language, line)
     SELECT $2, n.id, l.language,
            replace(l.line, '"external_id":' || to_json(l.external_id)::text, '"external_id":' || to_json(n.id)::text)
       FROM (SELECT * FROM release_lines WHERE release_id = $1 ORDER BY external_id LIMIT 1) l,
            generate_series(1, $3) g,
            LATERAL (SELECT (ARRAY['B', 'a', '_', 'A'])[g % 4 + 1] || '-' || lpad(g::text, 7, '0') AS id) n`,
    [from, id, n],
  );
  await pgPool().query(
    `UPDATE releases SET sha256 = 'copy', line_count = $2, counts = (SELECT counts FROM releases WHERE id = $3) WHERE id = $1`,
    [id, n, from],
  );
  return id;
}
