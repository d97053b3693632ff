import { describe, expect, it } from "vitest";
import type { BinaryKappaJson, ErrorCodesJson } from "@/lib/agreement/agreement-report-types";
import { errorCategories, errorCodes, errorGroups } from "@/lib/taxonomy/comment-errors";
import { errorCodeBlocks } from "./error-code-rows";

const taxonomy = { categories: errorCategories, groups: errorGroups, codes: errorCodes };
const stats = (kappa: number | null, prevalence = 0.1): BinaryKappaJson => ({
  n: 10,
  observed: 0.9,
  expected: 0.8,
  kappa,
  ci95: null,
  ac1: null,
  pabak: null,
  prevalence,
});
const json: ErrorCodesJson = {
  macro_kappa: 0.5,
  codes: Object.fromEntries(
    errorCodes.map((c, i) => [c.code, stats(c.code === "MS-CC" ? null : (i % 7) / 7)]),
  ),
  groups: Object.fromEntries(errorGroups.map((g, i) => [g.code, stats(i / 10)])),
  categories: { MS: stats(0.2), LG: stats(0.9), SE: stats(null), ST: stats(0.5) },
};

describe("errorCodeBlocks", () => {
  it("lists all 26 codes once, under their category, each group before its own codes", () => {
    const blocks = errorCodeBlocks(json, taxonomy, { key: "code", direction: "ascending" });
    expect(blocks.map((b) => b.category.code)).toEqual(["MS", "LG", "SE", "ST"]);
    const codes = blocks.flatMap((b) =>
      b.rows.filter((r) => r.level === "code").map((r) => r.code),
    );
    expect(codes).toEqual(errorCodes.map((c) => c.code));
    const ms = blocks[0].rows.map((r) => r.code);
    expect(ms.slice(0, 6)).toEqual(["MS-IG", "MS-CC", "MS-ME", "MS-ME1", "MS-ME2", "MS-ME3"]);
    expect(blocks[0].rows.find((r) => r.code === "MS-LT")?.title).toMatch(/does not stop/);
  });

  it("sorts categories, units and codes inside a group by the column, undefined last", () => {
    const blocks = errorCodeBlocks(json, taxonomy, { key: "kappa", direction: "descending" });
    expect(blocks.map((b) => b.category.code)).toEqual(["LG", "ST", "MS", "SE"]);
    const ms = blocks.find((b) => b.category.code === "MS")!;
    const units = ms.rows.filter(
      (r) => r.level !== "code" || errorCodes.find((c) => c.code === r.code)!.group === null,
    );
    const values = units.map((r) => r.stats?.kappa ?? null);
    expect(values.at(-1)).toBeNull();
    const defined = values.filter((v): v is number => v !== null);
    expect(defined).toEqual([...defined].sort((a, b) => b - a));
    const groupAt = ms.rows.findIndex((r) => r.code === "MS-ME");
    expect(ms.rows.slice(groupAt + 1, groupAt + 4).every((r) => r.code.startsWith("MS-ME"))).toBe(
      true,
    );
  });
});
