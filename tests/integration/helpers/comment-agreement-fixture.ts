import type { SessionUser } from "@/lib/auth/session-user";
import { accuracyLabels } from "@/lib/annotations/annotation-schemas";
import { db } from "@/lib/db";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { makeProject, makeUser } from "../../factories";
import { insertAnnotation } from "./insert-annotation";
import { makeItems } from "./make-items";

export type Judgment = { rater: SessionUser; at: Date; accuracy: string; codes: string[] };
export type CommentItemSpec = {
  id: number;
  language: string;
  model: string;
  judgments: Judgment[];
};

const day = (d: number, hour: number) => new Date(Date.UTC(2026, 2, d, hour));

/**
 * A generated-comment project with 14 items: pairs rotate among three annotators, one item has a
 * third annotation, one only one; A is inserted after B on some items (order is by time, not by
 * insertion). Labels come from a seeded generator with correlated raters.
 */
export async function commentAgreementFixture() {
  const [ana, ben, cy] = [
    await makeUser("annotator"),
    await makeUser("annotator"),
    await makeUser("annotator"),
  ];
  const { id: projectId, lead } = await makeProject({
    kind: "generated_comment",
    members: [
      [ana, "annotator"],
      [ben, "annotator"],
      [cy, "annotator"],
    ],
  });
  const count = 14;
  const itemIds = await makeItems({
    lead,
    projectId,
    kind: "generated_comment",
    items: Array.from({ length: count }, (_, i) => ({
      language: i % 2 === 0 ? "en" : "zh",
      model: i % 3 === 0 ? "m/one" : "m/two",
    })),
  });
  let seed = 20260301;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const label = (like?: string) =>
    like !== undefined && rand() < 0.6 ? like : accuracyLabels[Math.floor(rand() * 3)];
  const codes = (like: string[] = []) =>
    [
      ...like.filter(() => rand() < 0.7),
      ...errorCodes.map((c) => c.code).filter(() => rand() < 0.06),
    ].filter((c, i, all) => all.indexOf(c) === i);
  const pairOf = (i: number): [SessionUser, SessionUser] =>
    i < 7 ? [ana, ben] : i < 11 ? [ben, cy] : [cy, ana];
  const specs: CommentItemSpec[] = itemIds.map((id, i) => {
    const [ra, rb] = pairOf(i);
    const a: Judgment = { rater: ra, at: day(1 + (i % 4), 9), accuracy: label(), codes: codes() };
    // Item 3: both at the same instant, so the annotation with the lower id (inserted first) is A.
    const b: Judgment = {
      rater: rb,
      at: i === 3 ? a.at : day(1 + (i % 4), 10),
      accuracy: label(a.accuracy),
      codes: codes(a.codes),
    };
    const judgments = i === count - 1 ? [a] : [a, b];
    if (i === 12)
      judgments.push({
        rater: ben,
        at: day(9, 9),
        accuracy: label(a.accuracy),
        codes: codes(a.codes),
      });
    return {
      id,
      language: i % 2 === 0 ? "en" : "zh",
      model: i % 3 === 0 ? "m/one" : "m/two",
      judgments,
    };
  });
  for (const [i, spec] of specs.entries()) {
    const order = i % 2 === 1 && i !== 3 ? [...spec.judgments].reverse() : spec.judgments;
    for (const j of order) {
      await insertAnnotation({
        itemId: spec.id,
        userId: j.rater.id,
        submittedAt: j.at,
        data: { accuracy: j.accuracy, error_codes: j.codes, notes: "n" },
      });
    }
  }
  return {
    projectId,
    lead,
    ana,
    ben,
    cy,
    specs,
    compared: specs.filter((s) => s.judgments.length >= 2),
  };
}

/** A machine rater on the first `count` items, and gold on the first `gold` of them. */
export async function addJudge(
  specs: readonly CommentItemSpec[],
  opts: { count: number; gold: number },
) {
  const machine = specs.slice(0, opts.count).map((s, i) => ({
    itemId: s.id,
    accuracy: i % 2 === 0 ? s.judgments[0].accuracy : "incorrect",
    codes: s.judgments[0].codes.slice(0, 1),
  }));
  for (const m of machine)
    await insertAnnotation({
      itemId: m.itemId,
      machine: "judge",
      data: { accuracy: m.accuracy, error_codes: m.codes, notes: "" },
    });
  const gold = specs
    .slice(0, opts.gold)
    .map((s) => ({ itemId: s.id, accuracy: s.judgments[1].accuracy, codes: s.judgments[1].codes }));
  for (const g of gold)
    await db.goldRecord.create({
      data: {
        itemId: g.itemId,
        source: "adjudicated",
        data: { accuracy: g.accuracy, error_codes: g.codes, notes: "" },
      },
    });
  return { machine, gold };
}
