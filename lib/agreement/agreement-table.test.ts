import { describe, expect, it } from "vitest";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { buildAgreementReport } from "./agreement-report";
import { agreementTable } from "./agreement-table";

const at = new Date(Date.UTC(2026, 0, 1));
const gc = (accuracy: string, error_codes: string[]) => ({ accuracy, error_codes });

describe("agreementTable", () => {
  it("shows each field with n, observed, expected, kappa and quadratic kappa, then the codes", () => {
    const pairs = [
      [gc("correct", ["MS-LT", "SE-MD"]), gc("correct", ["MS-LT"])],
      [gc("incorrect", ["SE-MD"]), gc("partially_correct", [])],
      [gc("incorrect", []), gc("incorrect", ["SE-MD"])],
    ];
    const items = pairs.map(([a, b], i) => ({
      itemId: String(i),
      language: null,
      model: null,
      annotations: [
        { id: 1, rater: "ana@x", submittedAt: at, data: a },
        { id: 2, rater: "ben@x", submittedAt: at, data: b },
        { id: 3, rater: "machine:judge", submittedAt: at, data: a },
      ],
    }));
    const report = buildAgreementReport({
      projectId: 3,
      kind: "generated_comment",
      settings: parseProjectSettings({}),
      taxonomy: { codes: errorCodes },
      items,
    });
    const text = agreementTable(report, 1);
    expect(text).toContain("project 3 (generated_comment): 3 items compared");
    expect(text).toMatch(/^field\s+n\s+observed\s+expected\s+kappa\s+quadratic$/m);
    expect(text).toMatch(/^accuracy\s+3\s+0\.667\s+0\.333\s+0\.500\s+0\.800$/m);
    expect(text).toMatch(/top codes:\n {2}MS-LT +kappa 1\.000/);
    expect(text).toMatch(/bottom codes:\n {2}SE-MD +kappa -0\.800/);
    expect(text).toContain("24 code(s) with undefined kappa");
    expect(text).toContain("ana@x × ben@x  kappa 0.500 (n 3)");
    expect(text).toContain("machine judge (3 items, accuracy): vs humans kappa");
  });
});
