import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/v1/projects/[id]/agreement/route";
import type { AgreementReport } from "@/lib/agreement/agreement-report-types";
import { createApiToken } from "@/lib/auth/api-tokens";
import { agreementCommand } from "@/scripts/cli/agreement-command";
import { commentAgreementFixture } from "./helpers/comment-agreement-fixture";

async function get(userId: number, projectId: number, query = "") {
  const { token } = await createApiToken({ userId, name: "test" });
  const req = new NextRequest(`http://localhost/api/v1/projects/${projectId}/agreement${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return GET(req, { params: Promise.resolve({ id: String(projectId) }) });
}

afterEach(() => vi.restoreAllMocks());

describe("agreement over HTTP and the CLI", () => {
  it("serves the JSON with filters, a CSV download, and refuses annotators", async () => {
    const f = await commentAgreementFixture();
    const all = (await (await get(f.lead.id, f.projectId)).json()) as AgreementReport;
    expect(all.items_compared).toBe(13);
    const pair = await get(
      f.lead.id,
      f.projectId,
      `?annotators=${f.ben.email},${f.cy.email}&language=zh`,
    );
    expect(((await pair.json()) as AgreementReport).items_compared).toBe(
      f.compared.filter((s, i) => i >= 7 && i < 11 && s.language === "zh").length,
    );

    const csv = await get(f.lead.id, f.projectId, "?format=csv");
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="agreement-project-${f.projectId}.csv"`,
    );
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toMatch(
      /^scope,field,code,n,observed,expected,kappa,kappa_linear,kappa_quadratic,ci95_low,ci95_high,/,
    );
    expect(lines[1]).toMatch(/^all,accuracy,,13,/);

    expect((await get(f.ana.id, f.projectId)).status).toBe(403);
    const bad = await get(f.lead.id, f.projectId, "?annotators=only@x.org");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: "bad_request", details: { fields: { annotators: [expect.any(String)] } } },
    });
    expect((await get(f.lead.id, f.projectId, "?format=xml")).status).toBe(400);
  });

  it("prints a table, or the JSON with --json", async () => {
    const f = await commentAgreementFixture();
    const out: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation(
      (chunk) => (out.push(String(chunk)), true),
    );
    await agreementCommand.run({ project: String(f.projectId), as: f.lead.email }, []);
    expect(out.join("")).toMatch(/^accuracy\s+13\s/m);
    expect(out.join("")).toContain("top codes:");
    out.length = 0;
    await agreementCommand.run(
      { project: String(f.projectId), as: f.lead.email, json: true, language: "en" },
      [],
    );
    expect(JSON.parse(out.join(""))).toMatchObject({
      project_id: f.projectId,
      items_compared: f.compared.filter((s) => s.language === "en").length,
    });
    await expect(
      agreementCommand.run({ project: String(f.projectId), as: f.ana.email }, []),
    ).rejects.toMatchObject({ code: "forbidden" });
  });
});
