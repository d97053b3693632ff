import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getProject } from "@/lib/projects/get-project";
import { listProjects } from "@/lib/projects/list-projects";
import type { ProjectDto } from "@/lib/projects/project-dto";
import { makeProject, makeUser } from "../factories";
import { makeItems } from "./helpers/make-items";

const countsOf = (p: ProjectDto) => ({
  itemCount: p.itemCount,
  statusCounts: p.statusCounts,
  outcomesHidden: p.outcomesHidden,
});
const none = { itemCount: 0, statusCounts: {}, outcomesHidden: false };

describe("project item counts", () => {
  it("counts each project's items by status, the same in the list and in the project", async () => {
    const lead = await makeUser("lead");
    const full = await makeProject({ kind: "dialogue", lead });
    const empty = await makeProject({ kind: "qa_pair", lead });
    const ids = await makeItems({
      lead,
      projectId: full.id,
      kind: "dialogue",
      items: [{}, {}, {}, {}],
    });
    await db.item.updateMany({
      where: { id: { in: ids.slice(0, 2) } },
      data: { status: "agreed" },
    });
    await db.item.update({ where: { id: ids[2] }, data: { status: "disagreement" } });

    const expected = {
      itemCount: 4,
      statusCounts: { agreed: 2, disagreement: 1, pending: 1 },
      outcomesHidden: false,
    };
    expect(countsOf(await getProject({ actor: lead, projectId: full.id }))).toEqual(expected);
    expect(countsOf(await getProject({ actor: lead, projectId: empty.id }))).toEqual(none);
    const listed = await listProjects({ actor: lead });
    expect(listed.map((p) => p.id)).toEqual([empty.id, full.id]);
    expect(listed.map(countsOf)).toEqual([none, expected]);
  });

  it("shows an annotator no outcomes: items past annotation count as `annotated`, in the list and in the project", async () => {
    const ana = await makeUser("annotator");
    const { id, lead } = await makeProject({ kind: "dialogue", members: [[ana, "annotator"]] });
    const ids = await makeItems({ lead, projectId: id, kind: "dialogue", items: [{}, {}, {}, {}] });
    await db.item.update({ where: { id: ids[0] }, data: { status: "agreed" } });
    await db.item.update({ where: { id: ids[1] }, data: { status: "disagreement" } });
    await db.item.update({ where: { id: ids[2] }, data: { status: "in_annotation" } });
    const blind = {
      itemCount: 4,
      statusCounts: { annotated: 2, in_annotation: 1, pending: 1 },
      outcomesHidden: true,
    };
    expect(countsOf(await getProject({ actor: ana, projectId: id }))).toEqual(blind);
    expect((await listProjects({ actor: ana })).map(countsOf)).toEqual([blind]);
    expect(countsOf(await getProject({ actor: lead, projectId: id })).statusCounts).toEqual({
      agreed: 1,
      disagreement: 1,
      in_annotation: 1,
      pending: 1,
    });
  });
});
