import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { openExportStream } from "@/lib/export/open-export-stream";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject } from "../concurrency/queue-fixtures";

const accept = (citations: { url: string; quote?: string }[], notes: string) => ({
  verdict: "accept",
  answer_label: "correct",
  citations,
  notes,
});

describe("unanimous QA gold keeps every annotator's citations (SPEC §2)", () => {
  it("stores the union, one page once, and exports who cited each page", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({ kind: "qa_pair", items: 1, annotators: 2 });
    const plan = [
      [
        ana,
        accept(
          [
            { url: "https://go.dev/doc/", quote: "Ana's quote" },
            { url: "https://pkg.go.dev/net/http" },
          ],
          "ana",
        ),
      ],
      // Shares one page with Ana (another URL form of it) and adds one of his own.
      [
        ben,
        accept(
          [
            { url: "https://go.dev/doc#serving", quote: "Ben's quote" },
            { url: "https://example.org/spec" },
          ],
          "ben",
        ),
      ],
    ] as const;
    for (const [actor, annotation] of plan) {
      const claim = (await claimNextItem({ actor, projectId }))!;
      await submitAnnotation({ actor, assignmentId: claim.assignmentId, annotation });
    }
    const item = await db.item.findFirstOrThrow({
      where: { projectId },
      select: { status: true, gold: { select: { source: true, data: true } } },
    });
    expect(item).toMatchObject({
      status: "agreed",
      gold: {
        source: "unanimous",
        data: {
          notes: "ana",
          citations: [
            { url: "https://go.dev/doc/", quote: "Ana's quote" },
            { url: "https://pkg.go.dev/net/http", quote: null },
            { url: "https://example.org/spec", quote: null },
          ],
        },
      },
    });

    const read = async (identities: "emails" | "pseudonyms") =>
      JSON.parse(
        await new Response(
          (await openExportStream({ actor: lead, projectId, statuses: ["gold"], identities }))
            .stream,
        ).text(),
      ) as {
        gold: { citations: { url: string; cited_by: string[] }[] };
        annotations: { annotator: string }[];
      };
    const withEmails = await read("emails");
    expect(withEmails.gold.citations.map((c) => [c.url, c.cited_by])).toEqual([
      ["https://go.dev/doc/", [ana.email, ben.email]],
      ["https://pkg.go.dev/net/http", [ana.email]],
      ["https://example.org/spec", [ben.email]],
    ]);
    // Pseudonymised like the annotators themselves.
    const pseudo = await read("pseudonyms");
    const [a, b] = pseudo.annotations.map((x) => x.annotator);
    expect(pseudo.gold.citations.map((c) => c.cited_by)).toEqual([[a, b], [a], [b]]);
  });
});
