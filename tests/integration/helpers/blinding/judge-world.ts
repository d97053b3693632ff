import { createApiToken } from "@/lib/auth/api-tokens";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../../../concurrency/queue-fixtures";
import { jsonlSource } from "../../../factories";
import { insertRelease } from "../release-fixtures";
import { normalise } from "./compare";
import { UNUSED_ID, type World } from "./world";

// A judge's labels (machine annotations, e.g. the simpledevqa-eval preset's grade letters) are
// never shown to people: a model answer with no judge, a judge agreeing with the annotator and one
// disagreeing must look the same to the annotator, from the claim on.
export type JudgeWorld = "no judge" | "judge agrees" | "judge disagrees";

export async function judgeWorld(how: JudgeWorld): Promise<World & { claim: unknown }> {
  const {
    projectId,
    lead,
    annotators: [annotator, partner],
  } = await makeQueueProject({ kind: "model_answer", items: 0, annotators: 2 });
  const grade = sampleAnnotation("model_answer", 0).grade as string;
  const judged =
    how === "no judge"
      ? []
      : [
          {
            annotator: "simpledevqa-grader",
            annotation: {
              grade: how === "judge agrees" ? grade : "not_attempted",
              notes: "judged",
            },
          },
        ];
  await importItems({
    actor: lead,
    projectId,
    records: jsonlSource([
      { ...itemLineExamples.model_answer, external_id: "q-000000", machine_annotations: judged },
    ]),
  });
  const theirs = await claimNextItem({ actor: partner, projectId });
  await submitAnnotation({
    actor: partner,
    assignmentId: theirs!.assignmentId,
    annotation: sampleAnnotation("model_answer", 1),
  });
  const mine = await claimNextItem({ actor: annotator, projectId });
  await submitAnnotation({
    actor: annotator,
    assignmentId: mine!.assignmentId,
    annotation: sampleAnnotation("model_answer", 0),
  });
  const { token } = await createApiToken({ userId: annotator.id, name: "blinding" });
  const w = {
    outcome: "agreed" as const,
    annotator,
    token,
    projectId,
    itemId: mine!.item.id,
    assignmentId: mine!.assignmentId,
    adjudicationId: UNUSED_ID,
    releaseId: await insertRelease({ projectId, createdById: lead.id, text: "" }),
  };
  return { ...w, claim: normalise(mine, w) };
}
