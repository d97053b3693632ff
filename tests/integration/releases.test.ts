import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as diffRoute } from "@/app/api/v1/releases/[id]/diff/[otherId]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/projects/[id]/releases/route";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { openExportStream } from "@/lib/export/open-export-stream";
import { editGold } from "@/lib/gold/edit-gold";
import { reopenItem } from "@/lib/gold/reopen-item";
import { sampleAnnotation } from "../concurrency/queue-fixtures";
import { callRoute } from "./helpers/call-route";
import { bearer, itemId, releaseProject, submit } from "./helpers/release-fixtures";

const body = (version: string) =>
  JSON.stringify({ version, title: `Gold ${version}`, license: "CC-BY-4.0", citation: "@misc{x}" });

async function create(actor: SessionUser, projectId: number, version: string) {
  return callRoute(createRoute, {
    method: "POST",
    params: { id: String(projectId) },
    headers: await bearer(actor),
    body: body(version),
  });
}

/** The release's lines read back as the canonical JSONL: export order, "\n" after each. */
async function storedJsonl(releaseId: number): Promise<string> {
  const { rows } = await pgPool().query<{ line: string }>(
    `SELECT line FROM release_lines WHERE release_id = $1 ORDER BY external_id COLLATE "C"`,
    [releaseId],
  );
  return rows.map((r) => r.line + "\n").join("");
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function exportText(actor: SessionUser, projectId: number) {
  const e = await openExportStream({ actor, projectId, statuses: ["gold", "rejected"] });
  return new Response(e.stream).text();
}

describe("releases", () => {
  it("freezes the gold export's lines byte for byte, with sha256, counts and audit", async () => {
    const { projectId, lead } = await releaseProject();
    const res = await create(lead, projectId, "1.0.0");
    expect(res.status).toBe(201);
    const release = res.json.release as Record<string, unknown>;
    const exported = await exportText(lead, projectId);
    expect(exported.split("\n").filter(Boolean)).toHaveLength(3);
    expect(await storedJsonl(release.id as number)).toBe(exported);
    expect(release).toMatchObject({
      version: "1.0.0",
      title: "Gold 1.0.0",
      license: "CC-BY-4.0",
      citation: "@misc{x}",
      notes: "",
      line_count: 3,
      sha256: sha256(exported),
      counts: {
        status: { gold: 2, rejected: 1 },
        source: { adjudicated: 1, unanimous: 1, veto: 1 },
        language: { ru: 3 },
      },
      guideline_versions: [1],
      created_by: { id: lead.id, name: lead.name },
      agreement: { items_compared: 3 },
    });
    const { rows } = await pgPool().query(
      `SELECT action, after->>'sha256' AS sha FROM audit_events WHERE entity_type = 'release' AND entity_id = $1`,
      [String(release.id)],
    );
    expect(rows).toEqual([{ action: "release.create", sha: sha256(exported) }]);
  });

  it("keeps release 1 as it was after gold edits; release 2 and the diff show them", async () => {
    const { projectId, lead, ben } = await releaseProject();
    const first = (await create(lead, projectId, "1.0.0")).json.release as {
      id: number;
      sha256: string;
    };
    const before = await storedJsonl(first.id);
    await editGold({
      actor: lead,
      itemId: await itemId(projectId, "q-000000"),
      input: { gold: sampleAnnotation("qa_pair", 2), rationale: "the answer is wrong" },
    });
    await reopenItem({
      actor: lead,
      itemId: await itemId(projectId, "q-000001"),
      input: { reason: "look again" },
    });
    await submit(ben, projectId, sampleAnnotation("qa_pair", 1)); // q-000003 agrees: gold
    const second = (await create(lead, projectId, "1.1.0")).json.release as {
      id: number;
      sha256: string;
    };

    expect(await storedJsonl(first.id)).toBe(before);
    expect(sha256(before)).toBe(first.sha256);
    expect(second.sha256).not.toBe(first.sha256);
    expect(sha256(await storedJsonl(second.id))).toBe(second.sha256);

    const diff = await callRoute(diffRoute, {
      method: "GET",
      params: { id: String(first.id), otherId: String(second.id) },
      headers: await bearer(lead),
    });
    expect(diff.status).toBe(200);
    expect(diff.json).toEqual({
      from: { id: first.id, version: "1.0.0" },
      to: { id: second.id, version: "1.1.0" },
      added: ["q-000003"],
      removed: ["q-000001"],
      changed: [
        {
          external_id: "q-000000",
          // The unanimous gold kept annotator A's note "a0"; the lead's has none.
          fields: [
            "gold.answer_label",
            "gold.citations",
            "gold.final_answer",
            "gold.notes",
            "source",
          ],
        },
      ],
    });
    const list = await callRoute(listRoute, {
      method: "GET",
      params: { id: String(projectId) },
      headers: await bearer(lead),
    });
    expect((list.json.releases as { version: string }[]).map((r) => r.version)).toEqual([
      "1.1.0",
      "1.0.0",
    ]);
  });

  it("refuses a reused version (409) and bad fields (422), writing nothing", async () => {
    const { projectId, lead } = await releaseProject();
    expect((await create(lead, projectId, "1.0.0")).status).toBe(201);
    const again = await create(lead, projectId, "1.0.0");
    expect(again.status).toBe(409);
    expect(again.json.error?.details).toEqual({
      fields: { version: ["is used by another release of this project"] },
    });
    const bad = await callRoute(createRoute, {
      method: "POST",
      params: { id: String(projectId) },
      headers: await bearer(lead),
      body: JSON.stringify({ version: "x".repeat(41), title: "", license: "CC BY 4.0" }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.error?.details?.fields as object).sort()).toEqual([
      "license",
      "title",
      "version",
    ]);
    const { rows } = await pgPool().query(
      `SELECT count(*)::int AS releases, (SELECT count(*)::int FROM release_lines l JOIN releases r ON r.id = l.release_id WHERE r.project_id = $1) AS lines
         FROM releases WHERE project_id = $1`,
      [projectId],
    );
    expect(rows[0]).toEqual({ releases: 1, lines: 3 });
  });
});
