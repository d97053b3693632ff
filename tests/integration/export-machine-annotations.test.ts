import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/v1/projects/[id]/machine-annotations/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { openExportStream } from "@/lib/export/open-export-stream";
import { importMachineAnnotations } from "@/lib/machine/import-machine-annotations";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { makeQueueProject, itemText } from "../concurrency/queue-fixtures";
import { jsonl } from "../factories";

const judged = (
  externalId: string,
  accuracy: string,
  codes: string[] = [],
  annotator = "gpt-judge",
) => ({
  external_id: externalId,
  annotator,
  annotation: { accuracy, error_codes: codes },
});

describe("machine annotations", () => {
  it("reports every bad line with its number and writes nothing", async () => {
    const { projectId, lead } = await makeQueueProject({
      kind: "generated_comment",
      items: 2,
      annotators: 0,
    });
    const lines = [
      judged("q-000000", "correct"),
      "{not json",
      judged("q-999999", "correct"),
      judged("q-000001", "fine", ["XX-1"]),
      { external_id: "q-000001", annotator: "", annotation: { accuracy: "correct" } },
      "",
      judged("q-000000", "incorrect"),
      { external_id: "q-000001", annotator: "j", annotation: { accuracy: "correct" }, extra: 1 },
    ];
    const failure = await importMachineAnnotations({
      actor: lead,
      projectId,
      open: jsonl(lines),
    }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: "validation_failed", details: { error_count: 6 } });
    const errors = (
      failure as { details: { errors: { line: number; field?: string; message: string }[] } }
    ).details.errors;
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4, 5, 7, 8]);
    expect(errors[1].message).toMatch(/no item "q-999999"/);
    expect(errors[2].message).toMatch(/^annotation\.accuracy: .*; annotation\.error_codes\[0\]: /);
    expect(errors[3]).toMatchObject({ field: "annotator", message: "must not be empty" });
    expect(errors[4].message).toMatch(/repeats the external_id and annotator of line 1/);
    expect(await db.annotation.count({ where: { item: { projectId } } })).toBe(0);
  });

  it("imports, then replaces on re-import; never counted by the queue; exported beside the humans", async () => {
    const {
      projectId,
      lead,
      annotators: [ana],
    } = await makeQueueProject({ kind: "generated_comment", items: 2, annotators: 1 });
    const first = await importMachineAnnotations({
      actor: lead,
      projectId,
      open: jsonl([judged("q-000000", "incorrect", ["SE-HA3"]), judged("q-000001", "correct")]),
    });
    expect(first).toEqual({ imported: 2, updated: 0, lines: 2 });
    const again = await importMachineAnnotations({
      actor: lead,
      projectId,
      open: jsonl([
        judged("q-000000", "partially_correct", ["MS-CC", "LG-GR3"]),
        judged("q-000000", "correct", [], "other-judge"),
      ]),
    });
    expect(again).toEqual({ imported: 1, updated: 1, lines: 2 });

    const items = await db.item.findMany({
      where: { projectId },
      orderBy: { externalId: "asc" },
      select: { id: true, status: true, annotationCount: true },
    });
    expect(items.map((i) => [i.status, i.annotationCount])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
    const tags = await db.errorTag.findMany({
      where: { annotation: { itemId: items[0].id, machineAnnotator: "gpt-judge" } },
      select: { code: true },
      orderBy: { code: "asc" },
    });
    expect(tags.map((t) => t.code)).toEqual(["LG-GR3", "MS-CC"]);
    expect(await claimNextItem({ actor: ana, projectId })).toMatchObject({
      item: { externalId: "q-000000" },
    });

    const e = await openExportStream({
      actor: lead,
      projectId,
      statuses: ["unresolved"],
      identities: "pseudonyms",
    });
    const [line] = (await new Response(e.stream).text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(line).toMatchObject({
      annotations: [],
      machine_annotations: [
        {
          annotator: "gpt-judge",
          annotation: {
            accuracy: "partially_correct",
            error_codes: ["MS-CC", "LG-GR3"],
            notes: "",
          },
        },
        { annotator: "other-judge", annotation: { accuracy: "correct" } },
      ],
    });
  });

  it("checks README spans against each item's text, over HTTP", async () => {
    const { projectId, lead } = await makeQueueProject({ kind: "readme", items: 1, annotators: 0 });
    const start = itemText.indexOf("DayTrader");
    const good = {
      external_id: "q-000000",
      annotator: "llm",
      annotation: {
        functionalities: [
          { extractive: { start, end: start + 9, text: "DayTrader" }, abstractive: "Names it" },
        ],
      },
    };
    const bad = {
      ...good,
      annotator: "llm-2",
      annotation: {
        functionalities: [
          { extractive: { start, end: start + 9, text: "Nope" }, abstractive: "x" },
        ],
      },
    };
    const { token } = await createApiToken({ userId: lead.id, name: "test" });
    const post = (lines: object[]) =>
      POST(
        new NextRequest(`http://localhost/api/v1/projects/${projectId}/machine-annotations`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/x-ndjson" },
          body: lines.map((l) => JSON.stringify(l)).join("\n"),
        }),
        { params: Promise.resolve({ id: String(projectId) }) },
      );
    const refused = await post([good, bad]);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: {
        details: {
          errors: [
            {
              line: 2,
              message: expect.stringMatching(
                /annotation\.functionalities\[0\]\.extractive: the span/,
              ),
            },
          ],
        },
      },
    });
    const ok = await post([good]);
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ imported: 1, updated: 0, lines: 1 });
  });
});
