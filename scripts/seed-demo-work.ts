// The demo's work so far (issue 17 "first look"): the demo annotators label part of each demo
// project through the queue (with the labels their kind's module gives), a third adjudicates one
// disagreement, and a judge run labels the items of kinds that have a demo judge. All through
// lib/, as the API does, so every rule holds. Deterministic; runs once per project.
import { createHash } from "node:crypto";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import type { ItemFields } from "@/lib/items/item-dto";
import type { KindDemo } from "@/lib/items/define-item-kind";
import { itemFieldsSql } from "@/lib/items/item-fields-sql";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";
import { recordRunOutputs } from "@/lib/machine/runs/record-run-outputs";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";

/** Items per project that two demo annotators each label (the rest stay in the queue to try). */
const DEMO_ANNOTATED_ITEMS = 8;
/** Items per project no one has labelled: every demo annotator finds work on every kind (issue #40). */
const DEMO_UNTOUCHED_ITEMS = 2;
export const DEMO_JUDGE_RUN = "demo-judge";

/** 0–99 from the item's external id: the demo's labels vary by item, stably. */
const bucket = (externalId: string) =>
  createHash("sha1").update(externalId).digest().readUInt16BE(0) % 100;

/** Two annotators label the kind's `annotatedItems` (else `DEMO_ANNOTATED_ITEMS`) items each (one in four disagreements), a third adjudicates one. */
export async function seedDemoWork(opts: {
  projectId: number;
  kind: ItemKind;
  lead: SessionUser;
  annotators: readonly [SessionUser, SessionUser, SessionUser];
  log: (line: string) => void;
}): Promise<void> {
  const { projectId, kind, lead } = opts;
  const { demo } = kindModule(kind);
  const [ana, ben, cy] = opts.annotators;
  // Once per project: any person's annotation means the demo's work (or someone's) is there.
  const { rowCount: done } = await pgPool().query(
    "SELECT 1 FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = $1 AND a.user_id IS NOT NULL LIMIT 1",
    [projectId],
  );
  if (done) return;
  const { rows } = await pgPool().query<{ n: number }>(
    "SELECT count(*)::int AS n FROM items WHERE project_id = $1",
    [projectId],
  );
  const annotated = Math.min(
    demo.annotatedItems ?? DEMO_ANNOTATED_ITEMS,
    rows[0].n - DEMO_UNTOUCHED_ITEMS,
  );
  let submitted = 0;
  for (let i = 0; i < annotated; i++) {
    for (const [actor, who] of [
      [ana, "first"],
      [ben, "second"],
    ] as const) {
      const claim = await claimNextItem({ actor, projectId });
      if (!claim) continue;
      // Only the second annotator's label depends on it: every fourth of theirs differs.
      const disagree = i % 4 === 1;
      const annotation = demo.annotation(claim.item.fields, {
        who,
        disagree,
        bucket: bucket(claim.item.externalId),
      });
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
  if (demo.judge) await seedJudgeRun(projectId, lead, demo.judge, opts.log);
}

/** A machine judge that labels every item (the first reply unparseable), for the Judges tab and the leaderboard. */
async function seedJudgeRun(
  projectId: number,
  lead: SessionUser,
  judge: NonNullable<KindDemo["judge"]>,
  log: (line: string) => void,
) {
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
  const { rows } = await pool.query<{ external_id: string; fields: ItemFields }>(
    `SELECT i.external_id, ${itemFieldsSql("i")} AS fields FROM items i WHERE i.project_id = $1 ORDER BY i.id`,
    [projectId],
  );
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
  const lines = rows.map((r, i) =>
    i === 0
      ? { external_id: r.external_id, failure: "unparseable", raw: "Grade: probably fine?" }
      : { external_id: r.external_id, annotation: judge(r.fields, bucket(r.external_id)) },
  );
  async function* open() {
    yield lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
  }
  const result = await recordRunOutputs({ actor: lead, runId, open });
  log(`  judge run ${DEMO_JUDGE_RUN}: ${result.recorded} grades, ${result.failures} failure(s)`);
}
