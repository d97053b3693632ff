import { describe, expect, it } from "vitest";
import { getGuidelineNotice } from "@/lib/guidelines/get-guideline-notice";
import { updateProject } from "@/lib/projects/update-project";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { annotate } from "./helpers/revise-calls";

describe("the annotator's guideline notice (SPEC §2)", () => {
  it("diffs the version of my last submit against the current one, from my own work alone", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({ kind: "generated_comment", items: 3, annotators: 2 });
    const project = { id: projectId, kind: "generated_comment" as const };
    const noticeOf = (actor: typeof ana) => getGuidelineNotice({ actor, project });
    await updateProject({ actor: lead, projectId, input: { instructions: "Before anyone" } });
    // Nothing submitted: nothing to compare with.
    expect(await noticeOf(ana)).toBeNull();

    await annotate(ana, projectId, "generated_comment", 0);
    expect(await noticeOf(ana)).toBeNull();
    await updateProject({ actor: lead, projectId, input: { instructions: "Be brief" } });
    const first = await noticeOf(ana);
    expect(first).toEqual({
      from: 2,
      to: 3,
      changes: [{ field: "instructions", before: "Before anyone", after: "Be brief" }],
    });
    // Another annotator's newer submit changes nothing I see.
    await annotate(ben, projectId, "generated_comment", 2);
    expect(await noticeOf(ana)).toEqual(first);
    expect(await noticeOf(ben)).toBeNull();

    await updateProject({
      actor: lead,
      projectId,
      input: { settings: { commentAgreement: "accuracy_only" } },
    });
    expect(await noticeOf(ana)).toMatchObject({
      from: 2,
      to: 4,
      changes: [
        { field: "instructions", after: "Be brief" },
        { field: "commentAgreement", after: "accuracy_only" },
      ],
    });
    expect(await noticeOf(ben)).toMatchObject({ from: 3, to: 4 });
    // My next submit is made under v4: the notice ends.
    await annotate(ana, projectId, "generated_comment", 0);
    expect(await noticeOf(ana)).toBeNull();
  });
});
