import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pgPool } from "@/lib/db/pg-pool";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { jsonlSource, makeProject, makeUser } from "../factories";

// The migration that put existing QA links in reach (decision 060), run again over links made the
// old way (by external id in any project): it may set the source only where that is safe.
const migration = readFileSync(
  path.join(
    import.meta.dirname,
    "../../prisma/migrations/20261212000000_dialogue_links_in_reach/migration.sql",
  ),
  "utf8",
);

const q = async <T extends object>(text: string, values: unknown[] = []) =>
  (await pgPool().query<T>(text, values)).rows;

/** A QA project as before the setting existed, its pairs linked the old way to `links` (dialogue item ids). */
async function legacyQaProject(
  lead: Awaited<ReturnType<typeof makeUser>>,
  tag: string,
  links: number[],
) {
  const qa = await makeProject({ kind: "qa_pair", lead });
  const lines = links.map((_, n) => ({ ...itemLineExamples.qa_pair, external_id: `${tag}-q${n}` }));
  await importItems({ actor: lead, projectId: qa.id, records: jsonlSource(lines) });
  await q(`UPDATE projects SET settings = settings - 'dialogueProjectId' WHERE id = $1`, [qa.id]);
  for (const [n, dialogueId] of links.entries()) {
    await q(
      `UPDATE qa_pairs SET dialogue_id = $3, dialogue_external_id = (SELECT external_id FROM items WHERE id = $3)
        WHERE item_id = (SELECT id FROM items WHERE project_id = $1 AND external_id = $2)`,
      [qa.id, `${tag}-q${n}`, dialogueId],
    );
  }
  return qa.id;
}

async function dialogueProject(lead: Awaited<ReturnType<typeof makeUser>>, ids: string[]) {
  const p = await makeProject({ kind: "dialogue", lead });
  await importItems({
    actor: lead,
    projectId: p.id,
    records: jsonlSource(ids.map((id) => ({ ...itemLineExamples.dialogue, external_id: id }))),
  });
  const rows = await q<{ id: number }>(`SELECT id FROM items WHERE project_id = $1 ORDER BY id`, [
    p.id,
  ]);
  return { id: p.id, items: rows.map((r) => r.id) };
}

const sourceOf = async (projectId: number) =>
  (
    await q<{ s: unknown }>(
      `SELECT settings -> 'dialogueProjectId' AS s FROM projects WHERE id = $1`,
      [projectId],
    )
  )[0].s;
const linksOf = async (projectId: number) =>
  (
    await q<{ d: number | null }>(
      `SELECT q.dialogue_id AS d FROM qa_pairs q JOIN items i ON i.id = q.item_id WHERE i.project_id = $1 ORDER BY i.id`,
      [projectId],
    )
  ).map((r) => r.d);

describe("the migration of existing dialogue links", () => {
  it("sets the source where every link goes into one project a lead of both leads, and clears the links it cannot keep", async () => {
    const tag = `mig-${Date.now()}`;
    const lena = await makeUser("lead");
    const mallory = await makeUser("lead");
    const own = await dialogueProject(lena, [`${tag}-a`, `${tag}-b`]);
    const second = await dialogueProject(lena, [`${tag}-c`]);

    const clean = await legacyQaProject(lena, `${tag}-clean`, [own.items[0], own.items[1]]);
    const foreign = await legacyQaProject(mallory, `${tag}-foreign`, [own.items[0]]);
    const mixed = await legacyQaProject(lena, `${tag}-mixed`, [own.items[0], second.items[0]]);

    await pgPool().query(migration);

    expect(await sourceOf(clean)).toBe(own.id);
    expect(await linksOf(clean)).toEqual(own.items);
    // Someone else's dialogues, reached by id: no source, no link.
    expect(await sourceOf(foreign)).toBeNull();
    expect(await linksOf(foreign)).toEqual([null]);
    // Two sources: ambiguous, left for a lead to choose.
    expect(await sourceOf(mixed)).toBeNull();
    expect(await linksOf(mixed)).toEqual([null, null]);
    const kept = await q<{ x: string }>(
      `SELECT q.dialogue_external_id AS x FROM qa_pairs q JOIN items i ON i.id = q.item_id WHERE i.project_id = $1 ORDER BY i.id`,
      [mixed],
    );
    expect(kept.map((r) => r.x)).toEqual([`${tag}-a`, `${tag}-c`]);
  });
});
