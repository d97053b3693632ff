import { describe, expect, it } from "vitest";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { agreementCsv } from "./agreement-csv";
import { buildAgreementReport } from "./agreement-report";
import type {
  AgreementItem,
  AnnotationData,
  ErrorCodesJson,
  KappaJson,
} from "./agreement-report-types";

const at = new Date(Date.UTC(2026, 0, 1));
const item = (
  i: number,
  a: AnnotationData,
  b: AnnotationData,
  raters = ["ana@x", "b,en@x"],
): AgreementItem => ({
  itemId: String(i),
  language: null,
  model: null,
  annotations: [
    { id: 2 * i, rater: raters[0], submittedAt: at, data: a },
    { id: 2 * i + 1, rater: raters[1], submittedAt: at, data: b },
  ],
});

describe("agreementCsv", () => {
  it("writes one row per field, code, group and category, per scope, with full doubles", () => {
    const items = [
      item(
        1,
        { accuracy: "correct", error_codes: ["MS-LT"] },
        { accuracy: "correct", error_codes: ["MS-LT"] },
      ),
      item(2, { accuracy: "incorrect", error_codes: [] }, { accuracy: "correct", error_codes: [] }),
      item(
        3,
        { accuracy: "incorrect", error_codes: [] },
        { accuracy: "incorrect", error_codes: [] },
      ),
    ];
    const report = buildAgreementReport({
      projectId: 1,
      kind: "generated_comment",
      settings: parseProjectSettings({}),
      taxonomy: { codes: errorCodes },
      items,
    });
    const lines = agreementCsv(report).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "scope,field,code,n,observed,expected,kappa,kappa_linear,kappa_quadratic,ci95_low,ci95_high,ci95_quadratic_low,ci95_quadratic_high,ac1,pabak,items_for_half_width_0_1",
    );
    const acc = report.fields.accuracy as KappaJson;
    const ci = (c: [number, number] | null | undefined) => (c ? c.join(",") : ",");
    expect(lines[1]).toBe(
      `all,accuracy,,3,${acc.observed},${acc.expected},${acc.kappa},${acc.kappa_linear},${acc.kappa_quadratic},${ci(acc.ci95)},${ci(acc.ci95_quadratic)},${acc.ac1},${acc.pabak},${acc.items_for_half_width_0_1 ?? ""}`,
    );
    const codes = report.fields.error_codes as Required<ErrorCodesJson>;
    expect(lines[2]).toBe(`all,error_codes,macro,,,,1,,,${ci(codes.macro_ci95)},,,,,`);
    const msLt = codes.codes["MS-LT"];
    expect(lines).toContain(
      `all,error_codes.codes,MS-LT,3,1,0.5555555555555556,1,,,${ci(msLt.ci95)},,,${msLt.ac1},1,`,
    );
    // Kappa undefined: no kappa, no interval; AC1 and PABAK are 1 (full agreement on absence).
    expect(lines).toContain("all,error_codes.codes,ST-IF,3,1,1,,,,,,,,1,1,");
    expect(lines.filter((l) => l.startsWith("all,")).length).toBe(2 + 26 + 6 + 4);
    expect(lines.filter((l) => l.startsWith('"pair:ana@x|b,en@x"'))).toHaveLength(2);
    // A pair's macro row carries its own interval (decision 026).
    const pairCodes = report.pairs[0].fields.error_codes as ErrorCodesJson;
    expect(pairCodes.macro_ci95).toBeDefined();
    expect(lines).toContain(
      `"pair:ana@x|b,en@x",error_codes,macro,,,,1,,,${ci(pairCodes.macro_ci95)},,,,,`,
    );
  });

  it("adds the fields per language and per model after the whole project's", () => {
    const items = [
      {
        ...item(
          1,
          { accuracy: "correct", error_codes: [] },
          { accuracy: "correct", error_codes: [] },
        ),
        language: "el",
        model: "m1",
      },
      {
        ...item(
          2,
          { accuracy: "incorrect", error_codes: [] },
          { accuracy: "correct", error_codes: [] },
        ),
        language: "en",
        model: "m1",
      },
    ];
    const report = buildAgreementReport({
      projectId: 1,
      kind: "generated_comment",
      settings: parseProjectSettings({}),
      taxonomy: { codes: errorCodes },
      items,
    });
    const scopes = agreementCsv(report)
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((l) => l.split(",").slice(0, 2).join(","));
    expect(scopes.filter((s) => !s.startsWith("all,") && !s.startsWith('"pair:'))).toEqual([
      "language:el,accuracy",
      "language:el,error_codes",
      "language:en,accuracy",
      "language:en,error_codes",
      "model:m1,accuracy",
      "model:m1,error_codes",
    ]);
  });

  it("puts README precision, recall and F1 in the observed column", () => {
    const list = (t: string) => ({ functionalities: [{ abstractive: t }] });
    const report = buildAgreementReport({
      projectId: 1,
      kind: "readme",
      settings: parseProjectSettings({}),
      taxonomy: { codes: [] },
      items: [item(1, list("a"), list("a"))],
    });
    expect(agreementCsv(report).split("\r\n").slice(1, 4)).toEqual([
      "all,functionalities,precision,1,1,,,,,,,,,,,",
      "all,functionalities,recall,1,1,,,,,,,,,,,",
      "all,functionalities,f1,1,1,,,,,,,,,,,",
    ]);
  });
});
