import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as exportRoute } from "@/app/api/v1/projects/[id]/export/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session-user";
import { openExportStream } from "@/lib/export/open-export-stream";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { exportCommand } from "@/scripts/cli/export-command";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

// SPEC §5: annotators are pseudonymised by default — real e-mails only when the lead asks.
async function agreedItem() {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind: "qa_pair",
    items: 1,
    annotators: 2,
  });
  for (const [i, actor] of annotators.entries()) {
    const claim = (await claimNextItem({ actor, projectId }))!;
    await submitAnnotation({
      actor,
      assignmentId: claim.assignmentId,
      annotation: sampleAnnotation("qa_pair", i as 0 | 1),
    });
  }
  return { projectId, lead, annotators };
}

async function viaApi(lead: SessionUser, projectId: number, query: string) {
  const { token } = await createApiToken({ userId: lead.id, name: "test" });
  const req = new NextRequest(`http://localhost/api/v1/projects/${projectId}/export${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const res = await exportRoute(req, { params: Promise.resolve({ id: String(projectId) }) });
  return { status: res.status, text: await res.text() };
}

async function viaCli(
  lead: SessionUser,
  projectId: number,
  extra: Record<string, string | boolean>,
) {
  const out: Buffer[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation(
    (chunk) => (out.push(Buffer.from(chunk as Uint8Array)), true),
  );
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  await exportCommand.run({ project: String(projectId), as: lead.email, ...extra }, []);
  vi.restoreAllMocks();
  return Buffer.concat(out).toString("utf8");
}

const annotatorsOf = (text: string) =>
  (JSON.parse(text.trim()) as { annotations: { annotator: string }[] }).annotations.map(
    (a) => a.annotator,
  );

afterEach(() => vi.restoreAllMocks());

describe("export identities", () => {
  it("pseudonymises by default in the API, the CLI and the library", async () => {
    const { projectId, lead, annotators } = await agreedItem();
    const api = await viaApi(lead, projectId, "");
    expect(api.status).toBe(200);
    const cli = await viaCli(lead, projectId, {});
    const lib = await new Response(
      (await openExportStream({ actor: lead, projectId, statuses: ["gold"] })).stream,
    ).text();
    for (const text of [api.text, cli, lib]) {
      for (const u of annotators) expect(text).not.toContain(u.email);
      expect(annotatorsOf(text)).toEqual([
        expect.stringMatching(/^annotator-[0-9a-f]{8}$/),
        expect.stringMatching(/^annotator-[0-9a-f]{8}$/),
      ]);
    }
    expect(cli).toBe(api.text);
    expect(await db.auditEvent.count({ where: { projectId, action: "export.emails" } })).toBe(0);
  });

  it("gives real e-mails only when asked (identities=emails, --emails); bad values are a 400", async () => {
    const { projectId, lead, annotators } = await agreedItem();
    const emails = annotators.map((u) => u.email);
    expect(annotatorsOf((await viaApi(lead, projectId, "?identities=emails")).text)).toEqual(
      emails,
    );
    expect(annotatorsOf(await viaCli(lead, projectId, { emails: true }))).toEqual(emails);
    expect(
      annotatorsOf((await viaApi(lead, projectId, "?identities=pseudonyms")).text),
    ).not.toEqual(emails);
    expect((await viaApi(lead, projectId, "?identities=names")).status).toBe(400);
    // Who took real e-mails out, and when, is on record.
    const audited = await db.auditEvent.findMany({
      where: { projectId, action: "export.emails" },
      select: { actorId: true, entityType: true, after: true },
    });
    expect(audited).toEqual(
      [0, 1].map(() => ({
        actorId: lead.id,
        entityType: "project",
        after: { statuses: ["gold"] },
      })),
    );
  });
});
