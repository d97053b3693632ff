import { describe, expect, it } from "vitest";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject } from "../concurrency/queue-fixtures";

describe("the adjudication screen's 'Annotators differ on'", () => {
  it("names every differing field of a QA pair, the corrected answer and citations included", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({ kind: "qa_pair", items: 1, annotators: 2 });
    const plan = [
      [
        ana,
        {
          verdict: "accept",
          answer_label: "partially_correct",
          final_answer: "http.ListenAndServe",
          citations: [{ url: "https://go.dev/doc/" }, { url: "https://pkg.go.dev/net/http" }],
          notes: "a",
        },
      ],
      [
        ben,
        {
          verdict: "accept",
          answer_label: "incorrect",
          final_answer: "http.Serve",
          citations: [{ url: "https://go.dev/doc" }, { url: "https://example.org/" }],
          notes: "b",
        },
      ],
    ] as const;
    for (const [actor, annotation] of plan) {
      const claim = (await claimNextItem({ actor, projectId }))!;
      await submitAnnotation({ actor, assignmentId: claim.assignmentId, annotation });
    }
    const view = (await claimNextAdjudication({ actor: lead, projectId }))!;
    expect(view.differences).toEqual(["answer_label", "final_answer", "citations"]);
  });
});
