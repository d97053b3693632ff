import { describe, expect, it } from "vitest";
import type { AlphaJson, KappaJson } from "@/lib/agreement/agreement-report-types";
import { krippendorffAlpha } from "@/lib/agreement/alpha";
import { kappaStats } from "@/lib/agreement/kappa";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { gwetAc1 } from "@/lib/agreement/gwet-ac1";
import { itemsForHalfWidth } from "@/lib/agreement/items-for-half-width";
import { kappaIntervals } from "@/lib/agreement/kappa-interval";
import { pabak } from "@/lib/agreement/pabak";
import type { SessionUser } from "@/lib/auth/session-user";
import { openExportStream } from "@/lib/export/open-export-stream";
import { claimNextValidation } from "@/lib/gold/claim-next-validation";
import { submitValidation } from "@/lib/gold/submit-validation";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";

const scale = [1, 2, 3, 4];
const pause = () => new Promise((r) => setTimeout(r, 5));

/** README items that reach gold through the queue (ana and ben agree), and three validators. */
async function validatedProject(items: number, settings = { readmeValidation: true }) {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind: "readme",
    items,
    annotators: 2,
    settings,
  });
  for (const [variant, actor] of annotators.entries()) {
    for (let i = 0; i < items; i++) {
      const claim = await claimNextItem({ actor, projectId });
      await submitAnnotation({
        actor,
        assignmentId: claim!.assignmentId,
        annotation: sampleAnnotation("readme", variant as 0 | 1),
      });
    }
  }
  const validators: SessionUser[] = [];
  for (let i = 0; i < 3; i++) {
    const user = await makeUser("annotator");
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: user.email, role: "annotator" },
    });
    validators.push(user);
  }
  return { projectId, lead, annotators, validators };
}

describe("README validation ratings in agreement and export", () => {
  it("reports ratings written through the data layer exactly as the pure library computes them", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben],
      validators: [vic, wen, xia],
    } = await validatedProject(4);
    const task = await claimNextValidation({ actor: vic, projectId });
    expect(task?.gold).toMatchObject({
      functionalities: [expect.objectContaining({ abstractive: expect.any(String) })],
    });
    const ids = [task!.itemId, task!.itemId + 1, task!.itemId + 2, task!.itemId + 3];
    // [item, first validator, rating, second validator, rating]: A and B by rating time.
    const plan: [number, SessionUser, number, SessionUser, number][] = [
      [ids[0], vic, 4, wen, 4],
      [ids[1], vic, 3, wen, 2],
      [ids[2], wen, 2, xia, 1],
      [ids[3], xia, 4, vic, 3],
    ];
    for (const [itemId, first, r1, second, r2] of plan) {
      await submitValidation({ actor: first, itemId, input: { rating: r1, notes: "" } });
      await pause();
      await submitValidation({ actor: second, itemId, input: { rating: r2, notes: "" } });
      await pause();
    }
    // The rules: annotators of the item, a third validator and a changed second rating are refused.
    await expect(
      submitValidation({ actor: ana, itemId: ids[0], input: { rating: 3 } }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      submitValidation({ actor: xia, itemId: ids[0], input: { rating: 3 } }),
    ).rejects.toMatchObject({ code: "conflict" });
    await expect(
      submitValidation({ actor: vic, itemId: ids[0], input: { rating: 1 } }),
    ).rejects.toMatchObject({ code: "conflict" });
    await expect(
      submitValidation({ actor: vic, itemId: ids[0], input: { rating: 5 } }),
    ).rejects.toMatchObject({ code: "validation_failed" });
    await submitValidation({ actor: vic, itemId: ids[0], input: { rating: 4 } });
    expect(await claimNextValidation({ actor: xia, projectId })).toBeNull();

    const a = plan.map((p) => p[2]);
    const b = plan.map((p) => p[4]);
    const report = await getProjectAgreement({ actor: lead, projectId });
    const stats = kappaStats(a, b, { labels: scale, ordinal: true });
    // The report's bootstrap is seeded by project and field (decision 022), so the same call gives the same intervals.
    const ci = kappaIntervals({
      matrix: stats.confusion.matrix,
      seed: `${projectId}|all|validation_rating`,
      ordinal: true,
    });
    const intervals = {
      ci95: ci.ci95,
      ci95_linear: ci.ci95Linear,
      ci95_quadratic: ci.ci95Quadratic,
    };
    expect(report.fields.validation_rating).toEqual({
      n: 4,
      observed: stats.observed,
      expected: stats.expected,
      kappa: stats.kappa,
      kappa_linear: stats.kappaLinear,
      kappa_quadratic: stats.kappaQuadratic,
      ...intervals,
      ac1: gwetAc1(stats.confusion.matrix),
      pabak: pabak(stats.observed, scale.length),
      items_for_half_width_0_1: itemsForHalfWidth({ n: 4, ci95: intervals.ci95 }),
      confusion: expect.objectContaining({ labels: scale, matrix: stats.confusion.matrix }),
    });
    expect(report.alpha.validation_rating).toEqual<AlphaJson>({
      nominal: krippendorffAlpha([a, b], { level: "nominal", labels: scale }),
      ordinal: krippendorffAlpha([a, b], { level: "ordinal", labels: scale }),
      nominal_ci95: report.alpha.validation_rating.nominal_ci95,
      ordinal_ci95: report.alpha.validation_rating.ordinal_ci95,
    });
    const names = new Map([
      [ana.email, "ana"],
      [ben.email, "ben"],
      [vic.email, "vic"],
      [wen.email, "wen"],
      [xia.email, "xia"],
    ]);
    const byPair = Object.fromEntries(
      report.pairs.map((p) => [
        p.annotators
          .map((e) => names.get(e))
          .sort()
          .join("×"),
        [p.n, (p.fields.validation_rating as KappaJson).n],
      ]),
    );
    expect(byPair).toEqual({
      "ana×ben": [4, 0],
      "vic×wen": [0, 2],
      "vic×xia": [0, 1],
      "wen×xia": [0, 1],
    });

    const vicWen = await getProjectAgreement({
      actor: lead,
      projectId,
      filters: { annotators: [wen.email, vic.email] },
    });
    expect(vicWen.fields.validation_rating).toMatchObject({
      n: 2,
      kappa: kappaStats(a.slice(0, 2), b.slice(0, 2), { labels: scale }).kappa,
    });
    // Filters that keep no rating leave the field in place with n 0.
    expect(
      (await getProjectAgreement({ actor: lead, projectId, filters: { to: "2000-01-01" } })).fields
        .validation_rating,
    ).toMatchObject({ n: 0, kappa: null });
    expect(
      (await getProjectAgreement({ actor: lead, projectId, filters: { language: "zz" } })).fields
        .validation_rating,
    ).toMatchObject({ n: 0 });

    const e = await openExportStream({
      actor: lead,
      projectId,
      statuses: ["gold"],
      identities: "pseudonyms",
    });
    const lines = (await new Response(e.stream).text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { validation: Record<string, unknown>[] });
    expect(lines.map((l) => l.validation.map((v) => v.rating))).toEqual(
      plan.map((p) => [p[2], p[4]]),
    );
    expect(lines[0].validation[0]).toEqual({
      validator: expect.stringMatching(/^annotator-[0-9a-f]{8}$/),
      rating: 4,
      notes: "",
      rated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it("leaves validation_rating out of a README project without the round or ratings", async () => {
    const { projectId, lead } = await validatedProject(1, { readmeValidation: false });
    const report = await getProjectAgreement({ actor: lead, projectId });
    expect(Object.keys(report.fields)).toEqual(["functionalities"]);
    expect(report.pairs.map((p) => Object.keys(p.fields))).toEqual([["functionalities"]]);
  });
});
