// The demo's work so far (issue 17 "first look"): the demo annotators annotate part of each demo
// project through the queue, a third one adjudicates one disagreement per kind, and a judge run
// grades the model answers — all through lib/, the code paths the API uses, so every rule holds
// (overlap, blinding, consensus gold, adjudication). Deterministic; runs once per project.
import { createHash } from "node:crypto";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import type { ItemFields } from "@/lib/items/item-dto";
import type { ItemKind } from "@/lib/items/item-kinds";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";
import { recordRunOutputs } from "@/lib/machine/runs/record-run-outputs";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";

/** Items per project that two demo annotators each label (the rest stay in the queue to try). */
const DEMO_ANNOTATED_ITEMS = 8;
export const DEMO_JUDGE_RUN = "demo-judge";

/** 0–99 from the item's external id: the demo's labels vary by item, stably. */
const bucket = (externalId: string) =>
  createHash("sha1").update(externalId).digest().readUInt16BE(0) % 100;

type Who = "first" | "second";
/** `b`: the item's bucket (0–99), so labels vary between items; `disagree`: the second annotator differs. */
type Maker = (
  fields: ItemFields,
  disagree: boolean,
  who: Who,
  b: number,
) => Record<string, unknown>;

/** One realistic annotation per kind; `disagree` makes the second annotator differ on a decisive field. */
const annotations: Record<ItemKind, Maker> = {
  dialogue: (_f, disagree, who, b) => ({
    dev_related: true,
    task_category: disagree && who === "second" ? "debugging" : "knowledge_qa",
    code_centric: disagree && who === "second" ? null : true,
    single_answer: b < 60,
    time_invariant: true,
    evidence_supported: false,
    notes: "",
  }),
  qa_pair: (_f, disagree, who, b) => {
    const partly = (disagree && who === "second") !== b < 30;
    return {
      verdict: "accept",
      reject_reasons: [],
      answer_label: partly ? "partially_correct" : "correct",
      final_answer: partly ? "The reference answer holds only for the current release." : "",
      citations: [
        { url: "https://developer.mozilla.org/en-US/docs/Web", quote: null },
        { url: "https://docs.python.org/3/", quote: null },
      ],
      notes: partly ? "The answer depends on the version." : "",
    };
  },
  readme: (f, disagree, who) => {
    const content = f.kind === "readme" ? f.content : "";
    const lines = content.split("\n");
    const first = lines[0] ?? "";
    const firstEnd = Math.max(1, Math.min(first.length, 80));
    const functionalities = [
      {
        extractive: { start: 0, end: firstEnd, text: content.slice(0, firstEnd) },
        abstractive: "Names the project and what it is for",
      },
    ];
    const secondStart = first.length + 1 + (lines[1] === "" ? 1 : 0);
    const secondLine = content.slice(secondStart).split("\n")[0] ?? "";
    if (!(disagree && who === "second") && secondLine.trim().length > 0) {
      const end = secondStart + Math.min(secondLine.length, 120);
      functionalities.push({
        extractive: { start: secondStart, end, text: content.slice(secondStart, end) },
        abstractive: "Describes the main feature",
      });
    }
    return { functionalities, notes: "" };
  },
  generated_comment: (_f, disagree, who) =>
    disagree && who === "second"
      ? {
          accuracy: "partially_correct",
          error_codes: ["SE-HA3"],
          notes: "Claims a check the code does not do.",
        }
      : { accuracy: "correct", error_codes: [], notes: "" },
  model_answer: (f, disagree, who, b) => {
    const grade =
      f.kind === "model_answer" && f.predictedAnswer.trim() === ""
        ? "not_attempted"
        : b < 65
          ? "correct"
          : "incorrect";
    return {
      grade: disagree && who === "second" ? (grade === "correct" ? "incorrect" : "correct") : grade,
      notes: "",
    };
  },
};

/** Two annotators label `DEMO_ANNOTATED_ITEMS` items each (one in four disagreements), a third adjudicates one. */
export async function seedDemoWork(opts: {
  projectId: number;
  kind: ItemKind;
  lead: SessionUser;
  annotators: readonly [SessionUser, SessionUser, SessionUser];
  log: (line: string) => void;
}): Promise<void> {
  const { projectId, kind, lead } = opts;
  const [ana, ben, cy] = opts.annotators;
  // Once per project: any person's annotation means the demo's work (or someone's) is there.
  const { rowCount: done } = await pgPool().query(
    "SELECT 1 FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = $1 AND a.user_id IS NOT NULL LIMIT 1",
    [projectId],
  );
  if (done) return;
  let submitted = 0;
  for (let i = 0; i < DEMO_ANNOTATED_ITEMS; i++) {
    for (const [actor, who] of [
      [ana, "first"],
      [ben, "second"],
    ] as const) {
      const claim = await claimNextItem({ actor, projectId });
      if (!claim) continue;
      // Only the second annotator's label depends on it: every fourth of theirs differs.
      const disagree = i % 4 === 1;
      const annotation = annotations[kind](
        claim.item.fields,
        disagree,
        who,
        bucket(claim.item.externalId),
      );
      await submitAnnotation({ actor, assignmentId: claim.assignmentId, annotation }).catch(
        (e: unknown) => {
          throw new Error(
            `demo ${kind} annotation of ${claim.item.externalId} refused: ${JSON.stringify((e as { details?: unknown }).details ?? String(e))}`,
          );
        },
      );
      submitted++;
    }
  }
  const adjudication = await claimNextAdjudication({ actor: cy, projectId });
  if (adjudication) {
    await resolveAdjudication({
      actor: cy,
      adjudicationId: adjudication.adjudicationId,
      input: { choice: "a", rationale: "A's reading matches the instructions." },
    });
  }
  opts.log(
    `  ${submitted} annotations by the demo annotators${adjudication ? ", one disagreement adjudicated" : ""}`,
  );
  if (kind === "model_answer") await seedJudgeRun(projectId, lead, opts.log);
}

/** A machine judge that grades every model answer (one unparseable reply), for the Judges tab and the leaderboard. */
async function seedJudgeRun(projectId: number, lead: SessionUser, log: (line: string) => void) {
  const pool = pgPool();
  if (
    (
      await pool.query("SELECT 1 FROM machine_runs WHERE project_id = $1 AND name = $2", [
        projectId,
        DEMO_JUDGE_RUN,
      ])
    ).rowCount
  )
    return;
  const { rows } = await pool.query<{ external_id: string; predicted_answer: string | null }>(
    "SELECT i.external_id, m.predicted_answer FROM items i LEFT JOIN model_answers m ON m.item_id = i.id WHERE i.project_id = $1 ORDER BY i.id",
    [projectId],
  );
  const items = rows.map((r) => ({
    externalId: r.external_id,
    modelAnswer: r.predicted_answer === null ? null : { predictedAnswer: r.predicted_answer },
  }));
  const { id: runId } = await createMachineRun({
    actor: lead,
    projectId,
    input: {
      name: DEMO_JUDGE_RUN,
      model: "gpt-4o-mini",
      prompt_strategy: "zero-shot",
      temperature: 0,
      run: 1,
    },
  });
  const lines = items.map((it, i) => {
    if (i === 0)
      return { external_id: it.externalId, failure: "unparseable", raw: "Grade: probably fine?" };
    const empty = (it.modelAnswer?.predictedAnswer ?? "").trim() === "";
    return {
      external_id: it.externalId,
      annotation: {
        grade: empty ? "not_attempted" : bucket(it.externalId) < 20 ? "incorrect" : "correct",
        notes: "",
      },
    };
  });
  async function* open() {
    yield lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
  }
  const result = await recordRunOutputs({ actor: lead, runId, open });
  log(`  judge run ${DEMO_JUDGE_RUN}: ${result.recorded} grades, ${result.failures} failure(s)`);
}
