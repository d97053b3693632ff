import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { pgPool } from "@/lib/db/pg-pool";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { updateProject } from "@/lib/projects/update-project";
import { forgetClaims } from "@/lib/queue/claim-memory";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { failure } from "./helpers/app-failure";

describe("the one-round-trip submit (what the claiming instance remembers)", () => {
  /** The statements `fn` sends through the app's pg pool, by the function they call. */
  async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
    const pool = pgPool();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(pool) and put back as it was
    const query = pool.query;
    const sent: string[] = [];
    pool.query = ((config: string | { text: string; values?: unknown[] }, ...rest: unknown[]) => {
      const text = typeof config === "string" ? config : config.text;
      // The submit's first argument is the caller when it checks what the claim remembered.
      const checked = typeof config !== "string" && config.values?.[0] != null;
      sent.push(
        /accord_submit_annotation/.test(text)
          ? checked
            ? "checked submit"
            : "submit"
          : /FROM assignments a WHERE a.id = \$1/.test(text)
            ? "load"
            : "other",
      );
      return (query as (...args: unknown[]) => unknown).call(pool, config, ...rest);
    }) as typeof pool.query;
    try {
      await fn();
    } finally {
      pool.query = query;
    }
    return sent;
  }

  it("is one statement on the claiming instance, and a load and a write elsewhere", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({ kind: "qa_pair", items: 3, annotators: 2 });
    const ca = await claimNextItem({ actor: a, projectId });
    expect(
      await statementsOf(() =>
        submitAnnotation({
          actor: a,
          assignmentId: ca!.assignmentId,
          annotation: sampleAnnotation("qa_pair"),
        }),
      ),
    ).toEqual(["checked submit"]);
    // b's claim saw a's annotation, so b's submit (the item's last) compares in the same statement.
    const cb = await claimNextItem({ actor: b, projectId });
    expect(cb!.item.id).toBe(ca!.item.id);
    let status = "";
    expect(
      await statementsOf(async () => {
        status = (
          await submitAnnotation({
            actor: b,
            assignmentId: cb!.assignmentId,
            annotation: sampleAnnotation("qa_pair", 1),
          })
        ).itemStatus;
      }),
    ).toEqual(["checked submit"]);
    expect(status).toBe("agreed");
    // Both hold the next item; a submits first: b's claim on this instance learns of it.
    const na = await claimNextItem({ actor: a, projectId });
    const nb = await claimNextItem({ actor: b, projectId });
    expect(nb!.item.id).toBe(na!.item.id);
    await submitAnnotation({
      actor: a,
      assignmentId: na!.assignmentId,
      annotation: sampleAnnotation("qa_pair"),
    });
    expect(
      await statementsOf(async () => {
        status = (
          await submitAnnotation({
            actor: b,
            assignmentId: nb!.assignmentId,
            annotation: sampleAnnotation("qa_pair", 2),
          })
        ).itemStatus;
      }),
    ).toEqual(["checked submit"]);
    expect(status).toBe("disagreement");
    const next = await claimNextItem({ actor: a, projectId });
    forgetClaims();
    expect(
      await statementsOf(() =>
        submitAnnotation({
          actor: a,
          assignmentId: next!.assignmentId,
          annotation: sampleAnnotation("qa_pair"),
        }),
      ),
    ).toEqual(["load", "submit"]);
  });

  it("takes an item's submits at once on one instance one after the other, with no stale retry", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({ kind: "qa_pair", items: 2, annotators: 2 });
    const ca = await claimNextItem({ actor: a, projectId });
    const cb = await claimNextItem({ actor: b, projectId });
    expect(cb!.item.id).toBe(ca!.item.id);
    let results: { itemStatus: string }[] = [];
    const sent = await statementsOf(async () => {
      results = await Promise.all([
        submitAnnotation({
          actor: a,
          assignmentId: ca!.assignmentId,
          annotation: sampleAnnotation("qa_pair"),
        }),
        submitAnnotation({
          actor: b,
          assignmentId: cb!.assignmentId,
          annotation: sampleAnnotation("qa_pair", 1),
        }),
      ]);
    });
    expect(sent).toEqual(["checked submit", "checked submit"]);
    expect(results.map((r) => r.itemStatus)).toEqual(["in_annotation", "agreed"]);
  });

  it("never hands the others' annotations to the claimer", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 2 });
    const ca = await claimNextItem({ actor: a, projectId });
    await submitAnnotation({
      actor: a,
      assignmentId: ca!.assignmentId,
      annotation: sampleAnnotation("generated_comment", 2, "a's private notes"),
    });
    const cb = await claimNextItem({ actor: b, projectId });
    expect(cb!.item.id).toBe(ca!.item.id);
    expect(JSON.stringify(cb)).not.toMatch(/private notes|SE-HA3/);
    expect(
      (
        await submitAnnotation({
          actor: b,
          assignmentId: cb!.assignmentId,
          annotation: sampleAnnotation("generated_comment"),
        })
      ).itemStatus,
    ).toBe("disagreement");
  });

  it("is refused once the project's settings changed since the claim, and the fresh settings decide", async () => {
    const {
      projectId,
      lead,
      annotators: [a],
    } = await makeQueueProject({ kind: "dialogue", items: 1, annotators: 1 });
    const ca = await claimNextItem({ actor: a, projectId });
    await updateProject({
      actor: lead,
      projectId,
      input: { settings: { taskCategories: ["debugging", "other"] } },
    });
    const e = await failure(
      submitAnnotation({
        actor: a,
        assignmentId: ca!.assignmentId,
        annotation: sampleAnnotation("dialogue"),
      }),
    );
    expect(e.code).toBe("validation_failed");
    expect(Object.keys((e.details as { fields: object }).fields)).toEqual(["task_category"]);
    expect(await db.annotation.count({ where: { item: { projectId } } })).toBe(0);
  });

  it("is refused once the caller lost the annotating role since the claim", async () => {
    const {
      projectId,
      lead,
      annotators: [a],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 1 });
    const ca = await claimNextItem({ actor: a, projectId });
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: a.email, role: "adjudicator" },
    });
    expect(
      (
        await failure(
          submitAnnotation({
            actor: a,
            assignmentId: ca!.assignmentId,
            annotation: sampleAnnotation("generated_comment"),
          }),
        )
      ).code,
    ).toBe("forbidden");
    expect(await db.annotation.count({ where: { item: { projectId } } })).toBe(0);
  });
});
