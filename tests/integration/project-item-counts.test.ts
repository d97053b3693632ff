import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getProject } from "@/lib/projects/get-project";
import { listProjects } from "@/lib/projects/list-projects";
import type { ProjectDto } from "@/lib/projects/project-dto";
import { makeProject, makeUser } from "../factories";
import { makeItems } from "./helpers/make-items";

const countsOf = (p: ProjectDto) => ({ itemCount: p.itemCount, statusCounts: p.statusCounts });
const none = { itemCount: 0, statusCounts: {} };

describe("project item counts", () => {
  it("counts each project's items by status, the same in the list and in the project", async () => {
    const lead = await makeUser("lead");
    const full = await makeProject({ kind: "dialogue", lead });
    const empty = await makeProject({ kind: "qa_pair", lead });
    const ids = await makeItems({ lead, projectId: full.id, kind: "dialogue", items: [{}, {}, {}, {}] });
    await db.item.updateMany({ where: { id: { in: ids.slice(0, 2) } }, data: { status: "agreed" } });
    await db.item.update({ where: { id: ids[2] }, data: { status: "disagreement" } });

    const expected = { itemCount: 4, statusCounts: { agreed: 2, disagreement: 1, pending: 1 } };
    expect(countsOf(await getProject({ actor: lead, projectId: full.id }))).toEqual(expected);
    expect(countsOf(await getProject({ actor: lead, projectId: empty.id }))).toEqual(none);
    const listed = await listProjects({ actor: lead });
    expect(listed.map((p) => p.id)).toEqual([empty.id, full.id]);
    expect(listed.map(countsOf)).toEqual([none, expected]);
  });
});
