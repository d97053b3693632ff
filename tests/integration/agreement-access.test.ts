import { describe, expect, it } from "vitest";
import type { ErrorCodesJson } from "@/lib/agreement/agreement-report-types";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { isAppError } from "@/lib/errors";
import { makeProject, makeUser } from "../factories";
import { insertAnnotation } from "./helpers/insert-annotation";
import { makeItems } from "./helpers/make-items";

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: unknown) => (isAppError(e) ? e.code : String(e)),
  );

async function commentProject(pairs: [string, string][]) {
  const [ana, ben] = [await makeUser("annotator"), await makeUser("annotator")];
  const { id: projectId, lead } = await makeProject({
    kind: "generated_comment",
    members: [
      [ana, "annotator"],
      [ben, "annotator"],
    ],
  });
  const ids = await makeItems({
    lead,
    projectId,
    kind: "generated_comment",
    items: pairs.map(() => ({})),
  });
  for (const [i, [a, b]] of pairs.entries()) {
    await insertAnnotation({
      itemId: ids[i],
      userId: ana.id,
      data: { accuracy: a, error_codes: [], notes: "" },
      submittedAt: new Date(Date.UTC(2026, 0, 1)),
    });
    await insertAnnotation({
      itemId: ids[i],
      userId: ben.id,
      data: { accuracy: b, error_codes: [], notes: "" },
      submittedAt: new Date(Date.UTC(2026, 0, 2)),
    });
  }
  return { projectId, lead, ana, ben, ids };
}

describe("getProjectAgreement access and edge cases", () => {
  it("lets leads and admins see agreement; annotators are forbidden, outsiders see nothing", async () => {
    const { projectId, lead, ana } = await commentProject([["correct", "correct"]]);
    expect(await codeOf(getProjectAgreement({ actor: lead, projectId }))).toBe("ok");
    expect(await codeOf(getProjectAgreement({ actor: await makeUser("admin"), projectId }))).toBe(
      "ok",
    );
    expect(await codeOf(getProjectAgreement({ actor: ana, projectId }))).toBe("forbidden");
    expect(await codeOf(getProjectAgreement({ actor: await makeUser("lead"), projectId }))).toBe(
      "not_found",
    );
    expect(
      await codeOf(getProjectAgreement({ actor: lead, projectId, filters: { from: "soon" } })),
    ).toBe("bad_request");
    // Authorization comes before filter validation, so bad filters reveal nothing either.
    expect(
      await codeOf(getProjectAgreement({ actor: ana, projectId, filters: { from: "soon" } })),
    ).toBe("forbidden");
  });

  it("gives an undefined kappa as null with n, observed and expected", async () => {
    const { projectId, lead } = await commentProject([
      ["correct", "correct"],
      ["correct", "correct"],
      ["correct", "correct"],
    ]);
    const report = await getProjectAgreement({ actor: lead, projectId });
    expect(report.fields.accuracy).toMatchObject({
      n: 3,
      observed: 1,
      expected: 1,
      kappa: null,
      kappa_linear: null,
      kappa_quadratic: null,
    });
    expect(JSON.stringify(report.fields.accuracy)).toContain('"kappa":null');
    expect((report.fields.error_codes as ErrorCodesJson).macro_kappa).toBeNull();
    expect(report.alpha.accuracy).toEqual({
      nominal: null,
      ordinal: null,
      nominal_ci95: null,
      ordinal_ci95: null,
    });
  });

  it("reads error codes from the annotation's data, as the export does, not from the error_tags rows", async () => {
    const { projectId, lead, ana, ben, ids } = await commentProject([["correct", "correct"]]);
    const [extra] = await makeItems({
      lead,
      projectId,
      kind: "generated_comment",
      items: [{ external_id: "rows" }],
    });
    expect(ids).not.toContain(extra);
    // Every write path stores both from one list; here they differ, to show which one is read.
    await insertAnnotation({
      itemId: extra,
      userId: ana.id,
      data: { accuracy: "incorrect", error_codes: ["SE-MD"], notes: "" },
      errorCodes: ["MS-LT"],
    });
    await insertAnnotation({
      itemId: extra,
      userId: ben.id,
      data: { accuracy: "incorrect", error_codes: ["SE-MD", "ST-IF"], notes: "" },
      errorCodes: ["MS-LT"],
    });
    const codes = (await getProjectAgreement({ actor: lead, projectId })).fields
      .error_codes as Required<ErrorCodesJson>;
    expect(codes.codes["SE-MD"]).toMatchObject({ n: 2, prevalence: 0.5, kappa: 1 });
    expect(codes.codes["ST-IF"].prevalence).toBe(0.25);
    expect(codes.codes["MS-LT"].prevalence).toBe(0);
  });
});
