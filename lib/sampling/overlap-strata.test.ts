import { describe, expect, it } from "vitest";
import { itemKinds } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { strataChoices, strataProblems, stratumSql } from "./overlap-strata";

describe("overlap strata by kind (SPEC §2 Sampling)", () => {
  it.each([
    ["generated_comment", ["language", "model", "programming_language"]],
    ["qa_pair", ["language", "difficulty", "domain"]],
    ["readme", ["language", "license"]],
    ["dialogue", ["language", "source"]],
  ] as const)("%s offers %j (and meta.<key>)", (kind, choices) => {
    expect(strataChoices(kind)).toEqual(choices);
  });

  it.each([
    ["qa_pair", ["language", "difficulty", "meta.split"], 0],
    ["qa_pair", ["model"], 1],
    ["readme", ["difficulty"], 1],
    ["generated_comment", ["model", "model"], 1],
    ["generated_comment", ["meta."], 1],
    ["generated_comment", ["meta.a'b"], 1],
    ["generated_comment", ["meta.split.part-2"], 0],
    ["dialogue", ["__proto__", "toString"], 2],
  ] as const)("%s %j: %i problems", (kind, strata, problems) => {
    expect(strataProblems(kind, strata)).toHaveLength(problems);
  });

  it("names the allowed fields in its message", () => {
    expect(strataProblems("readme", ["model"])).toEqual([
      "`model` is not a field of this kind's items (`language`, `license`, or meta.<key>)",
    ]);
  });

  it("reads each stratum from the item, its kind's row or its meta", () => {
    expect(stratumSql("qa_pair", "language", "i")).toBe("i.language");
    expect(stratumSql("qa_pair", "difficulty", "i")).toBe(
      "(SELECT s.difficulty FROM qa_pairs s WHERE s.item_id = i.id)",
    );
    expect(stratumSql("generated_comment", "model", "i")).toBe(
      "(SELECT m.model FROM generated_comments m WHERE m.item_id = i.id)",
    );
    expect(stratumSql("readme", "meta.split", "i")).toBe("(i.meta ->> 'split')");
    expect(() => stratumSql("readme", "model", "i")).toThrow(RangeError);
    expect(() => stratumSql("dialogue", "toString", "i")).toThrow(RangeError);
  });

  it.each(itemKinds)("%s: every stratum column is a column of the kind's table", (kind) => {
    const { strataColumns = {}, table } = kindModule(kind);
    for (const column of Object.values(strataColumns))
      expect(table.columns.map((c) => c.sql)).toContain(`k.${column}`);
  });
});
