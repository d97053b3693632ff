import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { buildAgreementReport } from "./agreement-report";
import type { AgreementItem, ErrorCodesJson, KappaJson } from "./agreement-report-types";
import { codeSetIntervals } from "./code-set-intervals";
import { seededRandom } from "./seeded-random";

// The bootstrap's intervals for a fixed seed, pinned bit for bit: a change to how the resamples are
// drawn or evaluated (a speed-up, a shared stream) must leave every interval as it was. The data are
// like bench/agreement.ts's (Zipf-popular codes, raters agreeing 70 % of the time), smaller.
const random = seededRandom("pinned bootstrap data");
const accuracy = ["correct", "partially_correct", "incorrect"];
const weights = errorCodes.map((_, i) => 1 / ((i % 9) + 1) ** 1.3);
const weightSum = weights.reduce((s, w) => s + w, 0);
const drawCode = () => {
  let r = random() * weightSum;
  for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) <= 0) return errorCodes[i].code;
  return errorCodes[errorCodes.length - 1].code;
};
const drawCodes = (label: string) => {
  const count = label === "correct" ? (random() < 0.7 ? 0 : 1) : 1 + Math.floor(random() * 3);
  return [...new Set(Array.from({ length: count }, drawCode))];
};
const raters = ["a@x", "b@x", "c@x", "d@x"];
const items: AgreementItem[] = Array.from({ length: 3000 }, (_, i) => {
  const a = accuracy[random() < 0.5 ? 0 : random() < 0.6 ? 1 : 2];
  const b = random() < 0.7 ? a : accuracy[Math.floor(random() * 3)];
  const codesA = drawCodes(a);
  const codesB = [
    ...new Set([...codesA.filter(() => random() < 0.7), ...(random() < 0.35 ? [drawCode()] : [])]),
  ];
  const at = new Date(Date.UTC(2026, 0, 1) + i * 600_000);
  const pair = [raters[i % 4], raters[(i + 1 + (Math.floor(i / 4) % 3)) % 4]];
  return {
    itemId: String(i),
    language: ["en", "el", "zh"][i % 3],
    model: ["m1", "m2"][i % 2],
    annotations: [
      {
        id: 2 * i,
        rater: pair[0],
        submittedAt: at,
        data: { accuracy: a, error_codes: codesA, notes: "" },
      },
      {
        id: 2 * i + 1,
        rater: pair[1],
        submittedAt: new Date(at.getTime() + 60_000),
        data: { accuracy: b, error_codes: codesB, notes: "" },
      },
    ],
  };
});
const report = buildAgreementReport({
  projectId: 42,
  kind: "generated_comment",
  settings: parseProjectSettings({}),
  taxonomy: { codes: errorCodes },
  items,
});

/**
 * The report as it was when these digests were taken: what was added later is taken out here, so
 * that what was there before stays pinned. Decision 026 added `macro_ci95` to the summary blocks
 * (pairs, languages, models: those without per-code kappas).
 */
const digest = (value: unknown) =>
  createHash("sha256")
    .update(
      JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
        return key === "macro_ci95" && !("codes" in this) ? undefined : v;
      }),
    )
    .digest("hex");

describe("bootstrap intervals for a fixed seed (pinned)", () => {
  it("keeps the pooled intervals of the accuracy field and the error codes", () => {
    const acc = report.fields.accuracy as KappaJson;
    const codes = report.fields.error_codes as Required<ErrorCodesJson>;
    expect({
      ci95: acc.ci95,
      ci95_linear: acc.ci95_linear,
      ci95_quadratic: acc.ci95_quadratic,
    }).toEqual(PINNED.accuracy);
    expect(codes.macro_ci95).toEqual(PINNED.macro);
    expect(codes.codes[errorCodes[0].code].ci95).toEqual(PINNED.firstCode);
    expect(report.alpha.accuracy).toEqual(PINNED.alpha);
  });

  it("keeps every other number of the report", () => {
    expect(digest(report.fields)).toBe(PINNED.fields);
    expect(digest(report.pairs)).toBe(PINNED.pairs);
    expect(digest(report.by_language)).toBe(PINNED.byLanguage);
    expect(digest(report.by_model)).toBe(PINNED.byModel);
    expect(digest(report)).toBe(PINNED.report);
  });
});

describe("the macro kappa's interval per pair, language and model (decision 026)", () => {
  const codes = errorCodes.map((c) => c.code);
  const codeSets = (keep: (item: AgreementItem) => boolean) =>
    items.filter(keep).map(({ annotations: [a, b] }) => ({
      a: a.data.error_codes as string[],
      b: b.data.error_codes as string[],
    }));
  const expected = (keep: (item: AgreementItem) => boolean, seed: string) =>
    codeSetIntervals({
      items: codeSets(keep),
      codes,
      seed: `${seed}|error_codes|codes`,
      defined: [...codes.map(() => false), true],
    }).macro;

  it("is the joint code-set bootstrap over the block's items, seeded by its place, and holds the macro kappa", () => {
    const el = report.by_language.el.fields.error_codes as ErrorCodesJson;
    expect(el.macro_ci95).toEqual(expected((item) => item.language === "el", "42|language:el"));
    const m2 = report.by_model.m2.fields.error_codes as ErrorCodesJson;
    expect(m2.macro_ci95).toEqual(expected((item) => item.model === "m2", "42|model:m2"));
    const pair = report.pairs[0];
    const [x, y] = pair.annotators;
    const inPair = (item: AgreementItem) =>
      item.annotations.every((a) => a.rater === x || a.rater === y);
    // The pair's view is oriented: its first annotator's sets are `a`.
    const oriented = (keep: typeof inPair) => codeSets(keep).length;
    expect(oriented(inPair)).toBe(pair.n);
    const pairCodes = pair.fields.error_codes as ErrorCodesJson;
    for (const block of [el, m2, pairCodes]) {
      expect(block.macro_ci95![0]).toBeLessThan(block.macro_kappa!);
      expect(block.macro_ci95![1]).toBeGreaterThan(block.macro_kappa!);
    }
  });
});

const PINNED = {
  accuracy: {
    ci95: [0.660594211030154, 0.7052067558611832],
    ci95_linear: [0.6472438563835027, 0.6984201641614493],
    ci95_quadratic: [0.6318805421065598, 0.6922933185767826],
  },
  macro: [0.6532877727052063, 0.6888426724553409],
  firstCode: [0.5920358137637132, 0.6752592643526458],
  alpha: {
    nominal: 0.6829862171295907,
    nominal_ci95: [0.6616038602563515, 0.7040370180129819],
    ordinal: 0.672310428213738,
    ordinal_ci95: [0.6445685395440409, 0.7004926748605356],
  },
  fields: "b1483e7918e332d17ed7b9cf8a1539b8a095665b030cc86e8d247f3bcbf7ac90",
  pairs: "d9d2d09d205b456804140b158b18cecf1bad8294fb09ba9d8c0756cab3374926",
  byLanguage: "88d15dce0de28077877ea6f145a57b4cb0a318835e7ae4a01aab308c17f03fd2",
  byModel: "ca16bfad196e9c7a7752cdb2e2130e7291a533cdaa7c220a254e5f3bc47945b3",
  report: "fe95d9d371370fb83775589ce3d8b61171abe1e989c4d09ef14522db0891d0db",
};
