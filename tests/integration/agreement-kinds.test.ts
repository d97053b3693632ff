import { describe, expect, it } from "vitest";
import type { FunctionalitiesJson, KappaJson } from "@/lib/agreement/agreement-report-types";
import { kappaStats } from "@/lib/agreement/kappa";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ItemKind } from "@/lib/items/item-kinds";
import { makeProject, makeUser } from "../factories";
import { insertAnnotation } from "./helpers/insert-annotation";
import { makeItems } from "./helpers/make-items";

/** One item per pair; ana annotates first, ben second. */
async function project(kind: ItemKind, pairs: [Prisma.InputJsonObject, Prisma.InputJsonObject][]) {
  const [ana, ben] = [await makeUser("annotator"), await makeUser("annotator")];
  const { id: projectId, lead } = await makeProject({
    kind,
    members: [
      [ana, "annotator"],
      [ben, "annotator"],
    ],
  });
  const ids = await makeItems({ lead, projectId, kind, items: pairs.map(() => ({})) });
  for (const [i, [a, b]] of pairs.entries()) {
    await insertAnnotation({
      itemId: ids[i],
      userId: ana.id,
      data: a,
      submittedAt: new Date(Date.UTC(2026, 0, 1, i)),
    });
    await insertAnnotation({
      itemId: ids[i],
      userId: ben.id,
      data: b,
      submittedAt: new Date(Date.UTC(2026, 0, 1, i, 30)),
    });
  }
  return getProjectAgreement({ actor: lead, projectId });
}

describe("getProjectAgreement per kind", () => {
  it("qa_pair: verdict on every item, answer_label where both accepted", async () => {
    const accept = (answer_label: string) => ({
      verdict: "accept",
      answer_label,
      final_answer: "x",
      citations: [{ url: "https://a.example", quote: null }],
      notes: "",
    });
    const reject = {
      verdict: "reject",
      answer_label: null,
      reject_reasons: ["too_simple"],
      notes: "",
    };
    const report = await project("qa_pair", [
      [accept("correct"), accept("correct")],
      [accept("incorrect"), accept("partially_correct")],
      [accept("correct"), reject],
      [reject, reject],
      [reject, accept("correct")],
    ]);
    const verdict = kappaStats(
      ["accept", "accept", "accept", "reject", "reject"],
      ["accept", "accept", "reject", "reject", "accept"],
      { labels: ["accept", "reject"] },
    );
    expect(report.fields.verdict).toMatchObject({
      n: 5,
      observed: verdict.observed,
      expected: verdict.expected,
      kappa: verdict.kappa,
    });
    const label = kappaStats(["correct", "incorrect"], ["correct", "partially_correct"], {
      labels: ["correct", "partially_correct", "incorrect"],
      ordinal: true,
    });
    expect(report.fields.answer_label).toMatchObject({
      n: 2,
      kappa: label.kappa,
      kappa_quadratic: label.kappaQuadratic,
    });
  });

  it("dialogue: task_category only where both are dev-related, booleans on [false, true]", async () => {
    const d = (dev: boolean, task: string | null, single: boolean) => ({
      dev_related: dev,
      task_category: task,
      code_centric: task === "knowledge_qa" ? true : null,
      single_answer: single,
      time_invariant: true,
      evidence_supported: false,
      notes: "",
    });
    const report = await project("dialogue", [
      [d(true, "knowledge_qa", true), d(true, "knowledge_qa", true)],
      [d(true, "debugging", false), d(true, "testing", false)],
      [d(true, "testing", true), d(false, null, false)],
    ]);
    expect(report.items_compared).toBe(3);
    expect(report.fields.task_category).toMatchObject({ n: 2, observed: 0.5 });
    expect(report.fields.code_centric).toMatchObject({ n: 1, observed: 1, kappa: null });
    expect((report.fields.single_answer as KappaJson).confusion).toMatchObject({
      labels: [false, true],
      matrix: [
        [1, 0],
        [1, 1],
      ],
    });
    expect(Object.keys(report.alpha)).toEqual([
      "dev_related",
      "task_category",
      "code_centric",
      "single_answer",
      "time_invariant",
      "evidence_supported",
    ]);
  });

  it("readme: matched precision, recall and F1 of the two functionality lists", async () => {
    const entry = (abstractive: string, start: number, end: number) => ({
      extractive: { start, end, text: "x" },
      abstractive,
    });
    // B paraphrases A's first functionality differently but selects the same span: they match.
    const report = await project("readme", [
      [
        {
          functionalities: [entry("trade stocks online", 0, 11), entry("view portfolio", 13, 40)],
          notes: "",
        },
        { functionalities: [entry("buy and sell shares", 0, 11)], notes: "" },
      ],
    ]);
    const f = report.fields.functionalities as FunctionalitiesJson;
    expect(f).toMatchObject({
      n: 1,
      matched: 1,
      size_a: 2,
      size_b: 1,
      precision: 1,
      recall: 0.5,
      f1: 2 / 3,
    });
    expect(report.over_time).toEqual([{ date: "2026-01-01", n: 1, f1: 2 / 3 }]);
  });
});
