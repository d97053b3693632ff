import { describe, expect, it } from "vitest";
import { isAppError } from "@/lib/errors";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { getAssignmentState } from "@/lib/queue/get-assignment-state";
import { releaseAssignment } from "@/lib/queue/release-assignment";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

describe("getAssignmentState (what a stale tab asks)", () => {
  it("says active, then submitted with the caller's own annotation; released without one", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({ kind: "generated_comment", items: 2, annotators: 2 });
    const claim = await claimNextItem({ actor: a, projectId });
    const assignmentId = claim!.assignmentId;
    expect(await getAssignmentState({ actor: a, assignmentId })).toEqual({
      status: "active",
      annotation: null,
    });
    const annotation = sampleAnnotation("generated_comment");
    await submitAnnotation({ actor: a, assignmentId, annotation });
    expect(await getAssignmentState({ actor: a, assignmentId })).toEqual({
      status: "submitted",
      annotation,
    });

    const next = await claimNextItem({ actor: b, projectId });
    await releaseAssignment({ actor: b, assignmentId: next!.assignmentId });
    expect(await getAssignmentState({ actor: b, assignmentId: next!.assignmentId })).toEqual({
      status: "released",
      annotation: null,
    });
  });

  it("someone else's assignment is a 404 (their annotation never shows)", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 2 });
    const claim = await claimNextItem({ actor: a, projectId });
    await submitAnnotation({
      actor: a,
      assignmentId: claim!.assignmentId,
      annotation: sampleAnnotation("generated_comment"),
    });
    const e = await getAssignmentState({ actor: b, assignmentId: claim!.assignmentId }).catch(
      (x: unknown) => x,
    );
    expect(isAppError(e) && e.code).toBe("not_found");
  });
});
