import { describe, expect, it } from "vitest";
import { pgPool } from "@/lib/db/pg-pool";
import { isAppError } from "@/lib/errors";
import { getItem } from "@/lib/items/get-item";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { previewImport } from "@/lib/items/import/preview-import";
import { listItems } from "@/lib/items/list-items";
import { updateProject } from "@/lib/projects/update-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { jsonlSource, makeProject, makeUser } from "../factories";

// SPEC §2 "Linked items stay in their project's reach": a QA pair's dialogue_external_id is looked
// up only in its project's source dialogue project (setting dialogueProjectId), never elsewhere.

const dialogue = (externalId: string, content = "INJECTED turn") => ({
  ...itemLineExamples.dialogue,
  external_id: externalId,
  turns: [{ role: "user", content }],
});
const qaPair = (externalId: string, dialogueExternalId: string | null) => ({
  ...itemLineExamples.qa_pair,
  external_id: externalId,
  dialogue_external_id: dialogueExternalId,
});

async function refusal(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!isAppError(e))
    throw new Error(
      `expected an AppError, got ${e === null ? "success" : e instanceof Error ? e.message : "something else"}`,
    );
  return e;
}

const qaItemCount = async (projectId: number) =>
  (
    await pgPool().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM items WHERE project_id = $1",
      [projectId],
    )
  ).rows[0].n;

describe("a QA pair's dialogue link stays in its project's reach", () => {
  it("refuses a QA line naming another project's dialogue, and the claim never shows that dialogue", async () => {
    const tag = `wc-reach-${Date.now()}`;
    const a = await makeProject({ kind: "dialogue" });
    await importItems({
      actor: a.lead,
      projectId: a.id,
      records: jsonlSource([dialogue(`${tag}-a`, "project A's secret turn")]),
    });

    const annotator = await makeUser("annotator");
    const b = await makeProject({ kind: "qa_pair", members: [[annotator, "annotator"]] });
    const e = await refusal(
      importItems({
        actor: b.lead,
        projectId: b.id,
        records: jsonlSource([qaPair("q-1", `${tag}-a`), qaPair("q-2", null)]),
      }),
    );
    expect(e.code).toBe("validation_failed");
    expect((e.details as { errors: { line: number; field?: string }[] }).errors).toEqual([
      expect.objectContaining({ line: 1, field: "dialogue_external_id" }),
    ]);
    // All or nothing: the valid line was not written either.
    expect(await qaItemCount(b.id)).toBe(0);

    // With partial, the other line goes in, and no claim shows A's dialogue.
    await importItems({
      actor: b.lead,
      projectId: b.id,
      records: jsonlSource([qaPair("q-1", `${tag}-a`), qaPair("q-2", null)]),
      partial: true,
    });
    const claim = await claimNextItem({ actor: annotator, projectId: b.id });
    expect(JSON.stringify(claim)).not.toContain("project A's secret turn");
  });

  it("does not link another project's QA pairs to a dialogue imported into a project they do not draw from", async () => {
    const tag = `wc-inject-${Date.now()}`;
    const a = await makeProject({ kind: "qa_pair" });
    await importItems({
      actor: a.lead,
      projectId: a.id,
      records: jsonlSource([qaPair("qa-1", null)]),
    });
    // A's QA pair names a dialogue that no project it draws from has (e.g. a link kept from before the setting).
    await pgPool().query(
      "UPDATE qa_pairs SET dialogue_external_id = $2 WHERE item_id IN (SELECT id FROM items WHERE project_id = $1)",
      [a.id, tag],
    );

    const b = await makeProject({ kind: "dialogue" });
    await importItems({
      actor: b.lead,
      projectId: b.id,
      records: jsonlSource([dialogue(tag, "INJECTED by project B")]),
    });

    const [item] = (await listItems({ actor: a.lead, projectId: a.id, filters: {} })).items;
    const shown = await getItem({ actor: a.lead, projectId: a.id, itemId: item.id });
    expect(shown.fields).toMatchObject({ dialogue: null, dialogueExternalId: tag });
    expect(JSON.stringify(shown)).not.toContain("INJECTED");
  });

  it("without a source dialogue project, refuses every line that names a dialogue, in the preview too", async () => {
    const lead = await makeUser("lead");
    const own = await makeProject({ kind: "dialogue", lead });
    const tag = `wc-unset-${Date.now()}`;
    await importItems({ actor: lead, projectId: own.id, records: jsonlSource([dialogue(tag)]) });
    const qa = await makeProject({ kind: "qa_pair", lead });
    const e = await refusal(
      importItems({
        actor: lead,
        projectId: qa.id,
        records: jsonlSource([qaPair("q-1", null), qaPair("q-2", tag)]),
      }),
    );
    expect(
      (e.details as { errors: { line: number; field?: string; message: string }[] }).errors,
    ).toEqual([
      expect.objectContaining({
        line: 2,
        field: "dialogue_external_id",
        message: expect.stringMatching(/source dialogue project/),
      }),
    ]);
    const preview = await previewImport({
      actor: lead,
      projectId: qa.id,
      records: jsonlSource([qaPair("q-1", null), qaPair("q-2", tag)]),
    });
    expect(preview.rows.map((r) => r.status)).toEqual(["new", "invalid"]);
  });

  it("links only into the source dialogue project, and refuses a dialogue outside it with a line error", async () => {
    const lead = await makeUser("lead");
    const tag = `wc-src-${Date.now()}`;
    // The same external id in an older project of someone else, and in the lead's own dialogue project.
    const other = await makeProject({ kind: "dialogue" });
    await importItems({
      actor: other.lead,
      projectId: other.id,
      records: jsonlSource([
        dialogue(`${tag}-1`, "INJECTED elsewhere"),
        dialogue(`${tag}-2`, "INJECTED elsewhere"),
      ]),
    });
    const source = await makeProject({ kind: "dialogue", lead });
    await importItems({
      actor: lead,
      projectId: source.id,
      records: jsonlSource([dialogue(`${tag}-1`, "the source's own turn")]),
    });
    const qa = await makeProject({
      kind: "qa_pair",
      lead,
      settings: { dialogueProjectId: source.id },
    });

    const e = await refusal(
      importItems({
        actor: lead,
        projectId: qa.id,
        records: jsonlSource([qaPair("q-1", `${tag}-1`), qaPair("q-2", `${tag}-2`)]),
      }),
    );
    expect((e.details as { errors: { line: number; field?: string }[] }).errors).toEqual([
      expect.objectContaining({ line: 2, field: "dialogue_external_id" }),
    ]);
    expect(await qaItemCount(qa.id)).toBe(0);

    await importItems({
      actor: lead,
      projectId: qa.id,
      records: jsonlSource([qaPair("q-1", `${tag}-1`)]),
    });
    const [item] = (await listItems({ actor: lead, projectId: qa.id, filters: {} })).items;
    const shown = await getItem({ actor: lead, projectId: qa.id, itemId: item.id });
    expect(shown.fields.kind === "qa_pair" && shown.fields.dialogue).toMatchObject({
      projectId: source.id,
      externalId: `${tag}-1`,
    });
    expect(JSON.stringify(shown)).not.toContain("INJECTED");
  });

  it("links the project's unlinked pairs when their dialogue arrives in the source dialogue project later", async () => {
    const lead = await makeUser("lead");
    const tag = `wc-late-${Date.now()}`;
    const first = await makeProject({ kind: "dialogue", lead });
    await importItems({
      actor: lead,
      projectId: first.id,
      records: jsonlSource([dialogue(tag, "first")]),
    });
    const qa = await makeProject({
      kind: "qa_pair",
      lead,
      settings: { dialogueProjectId: first.id },
    });
    await importItems({
      actor: lead,
      projectId: qa.id,
      records: jsonlSource([qaPair("q-1", tag)]),
    });
    // The source changes to a project without that dialogue: the pair is unlinked, its id kept.
    const later = await makeProject({ kind: "dialogue", lead });
    await updateProject({
      actor: lead,
      projectId: qa.id,
      input: { settings: { dialogueProjectId: later.id } },
    });
    const [item] = (await listItems({ actor: lead, projectId: qa.id, filters: {} })).items;
    expect(
      (await getItem({ actor: lead, projectId: qa.id, itemId: item.id })).fields,
    ).toMatchObject({ dialogue: null, dialogueExternalId: tag });

    await importItems({
      actor: lead,
      projectId: later.id,
      records: jsonlSource([dialogue(tag, "later")]),
    });
    expect(
      (await getItem({ actor: lead, projectId: qa.id, itemId: item.id })).fields,
    ).toMatchObject({ dialogue: { projectId: later.id, turns: [{ content: "later" }] } });
  });
});
