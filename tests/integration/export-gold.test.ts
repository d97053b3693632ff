import { afterEach, describe, expect, it, vi } from "vitest";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import type { SessionUser } from "@/lib/auth/session-user";
import { openExportStream } from "@/lib/export/open-export-stream";
import type { ExportIdentities, ExportStatus } from "@/lib/export/export-options";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { exportCommand } from "@/scripts/cli/export-command";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

/**
 * A QA project of 4 items (q-000000 … q-000003): agreed, vetoed, adjudicated, and one still
 * waiting for its second annotation. Annotators alternate so each item has a different pair.
 */
async function qaProject() {
  const {
    projectId,
    lead,
    annotators: [ana, ben, cy],
  } = await makeQueueProject({
    kind: "qa_pair",
    items: 4,
    annotators: 3,
    settings: { qaRejectRule: "veto" },
  });
  const plan: [SessionUser, object][][] = [
    [
      [ana, sampleAnnotation("qa_pair", 0, "a0")],
      [ben, sampleAnnotation("qa_pair", 1, "b0")],
    ],
    [
      [ana, { verdict: "reject", reject_reasons: ["too_simple"] }],
      [ben, sampleAnnotation("qa_pair", 0)],
    ],
    [
      [ana, sampleAnnotation("qa_pair", 0)],
      [ben, sampleAnnotation("qa_pair", 2)],
    ],
    [[ana, sampleAnnotation("qa_pair", 1)]],
  ];
  for (const steps of plan) {
    for (const [actor, annotation] of steps) {
      const claim = await claimNextItem({ actor, projectId });
      await submitAnnotation({
        actor,
        assignmentId: claim!.assignmentId,
        annotation,
        timeSpentMs: 4321,
      });
    }
  }
  const view = (await claimNextAdjudication({ actor: cy, projectId }))!;
  await resolveAdjudication({
    actor: cy,
    adjudicationId: view.adjudicationId,
    input: { choice: "a", rationale: "A's answer label is right" },
  });
  return { projectId, lead, ana, ben, cy };
}

async function exportText(
  actor: SessionUser,
  projectId: number,
  statuses: ExportStatus[],
  identities: ExportIdentities = "emails",
) {
  const e = await openExportStream({ actor, projectId, statuses, identities });
  const text = await new Response(e.stream).text();
  return {
    text,
    lineCount: e.lineCount,
    lines: text
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

afterEach(() => vi.restoreAllMocks());

describe("gold export", () => {
  it("streams the chosen statuses ordered by external_id, deterministically", async () => {
    const { projectId, lead } = await qaProject();
    const all = await exportText(lead, projectId, ["gold", "rejected", "unresolved"]);
    expect(all.lineCount).toBe(4);
    expect(all.lines.map((l) => [l.external_id, l.status, l.source])).toEqual([
      ["q-000000", "gold", "unanimous"],
      ["q-000001", "rejected", "veto"],
      ["q-000002", "gold", "adjudicated"],
      ["q-000003", "unresolved", null],
    ]);
    expect(all.lines[1].gold).toEqual({
      verdict: "reject",
      reject_reasons: ["too_simple"],
      answer_label: null,
      final_answer: null,
      citations: [],
      notes: "",
    });
    expect(all.lines[0]).toMatchObject({
      schema_version: 1,
      kind: "qa_pair",
      language: "ru",
      references: [
        { url: expect.any(String), title: "net/http" },
        { url: "http://example.org/", title: null },
      ],
    });
    // Clamped by the queue to the claim-to-submit time: whole milliseconds either way.
    for (const a of all.lines[2].annotations as { time_spent_ms: number }[])
      expect(Number.isInteger(a.time_spent_ms)).toBe(true);
    expect(all.text.endsWith("\n")).toBe(true);

    const again = await exportText(lead, projectId, ["gold", "rejected", "unresolved"]);
    expect(again.text).toBe(all.text);
    expect((await exportText(lead, projectId, ["gold"])).lines.map((l) => l.external_id)).toEqual([
      "q-000000",
      "q-000002",
    ]);
    expect(
      (await exportText(lead, projectId, ["rejected", "unresolved"])).lines.map(
        (l) => l.external_id,
      ),
    ).toEqual(["q-000001", "q-000003"]);
  });

  it("pseudonymises every person with names stable across exports and distinct per person", async () => {
    const { projectId, lead, ana, ben, cy } = await qaProject();
    const first = await exportText(
      lead,
      projectId,
      ["gold", "rejected", "unresolved"],
      "pseudonyms",
    );
    for (const u of [ana, ben, cy, lead]) expect(first.text).not.toContain(u.email);
    expect(first.text).not.toMatch(/@test\.example/);
    const adjudicated = first.lines[2] as {
      annotations: { annotator: string }[];
      adjudication: { adjudicator: string };
    };
    const names = [
      ...adjudicated.annotations.map((a) => a.annotator),
      adjudicated.adjudication.adjudicator,
    ];
    for (const n of names) expect(n).toMatch(/^annotator-[0-9a-f]{8}$/);
    expect(new Set(names).size).toBe(3);
    // Ana is A on every item: one name for one person.
    expect(
      new Set(first.lines.map((l) => (l.annotations as { annotator: string }[])[0].annotator)).size,
    ).toBe(1);
    const second = await exportText(
      lead,
      projectId,
      ["gold", "rejected", "unresolved"],
      "pseudonyms",
    );
    expect(second.text).toBe(first.text);
  });

  it.each(["dialogue", "readme", "generated_comment"] as const)(
    "exports a %s item with its kind's fields, as imported",
    async (kind) => {
      const { projectId, lead } = await makeQueueProject({ kind, items: 1, annotators: 0 });
      const [line] = (await exportText(lead, projectId, ["unresolved"])).lines;
      const { kind: _kind, source, ...fields } = itemLineExamples[kind];
      expect(line).toMatchObject({
        ...fields,
        external_id: "q-000000",
        ...(kind === "dialogue" ? { dialogue_source: source } : {}),
        status: "unresolved",
        gold: null,
      });
    },
  );

  it("gives its connection back when the reader cancels, also mid-stream", async () => {
    const { projectId, lead } = await makeQueueProject({
      kind: "generated_comment",
      items: 1200,
      annotators: 0,
    });
    // More cancelled exports than the pool has connections: a leak would hang here.
    for (let i = 0; i < 6; i++) {
      const e = await openExportStream({
        actor: lead,
        projectId,
        statuses: ["unresolved"],
        identities: "emails",
      });
      const reader = e.stream.getReader();
      if (i % 2) expect((await reader.read()).done).toBe(false);
      await reader.cancel();
    }
    expect((await exportText(lead, projectId, ["unresolved"])).lines).toHaveLength(1200);
  });

  it("exports through the CLI to stdout", async () => {
    const { projectId, lead } = await qaProject();
    const out: Buffer[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation(
      (chunk) => (out.push(Buffer.from(chunk as Uint8Array)), true),
    );
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    await exportCommand.run(
      { project: String(projectId), as: lead.email, status: "gold,rejected", emails: true },
      [],
    );
    const text = Buffer.concat(out).toString("utf8");
    expect(text).toBe((await exportText(lead, projectId, ["gold", "rejected"])).text);
    await expect(
      exportCommand.run({ project: String(projectId), as: lead.email, status: "finished" }, []),
    ).rejects.toMatchObject({ code: "bad_request" });
  });
});
