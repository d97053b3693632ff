import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { sweepClosedWindows } from "@/lib/gold/sweep-closed-windows";
import { differences, normalise } from "./helpers/blinding/compare";
import { type JudgeWorld, judgeWorld } from "./helpers/blinding/judge-world";
import { type PriorWorld, priorWorld } from "./helpers/blinding/prior-world";
import { type ReviseWorld, reviseWorld } from "./helpers/blinding/revise-world";
import { callRoute, pageData, routeHandlers, routes } from "./helpers/blinding/routes";
import { type Judge, type Outcome, world, type World } from "./helpers/blinding/world";

// The worlds (one builder per kind), the route table and the comparison are in ./helpers/blinding/.
describe("blinding: what an annotator sees does not depend on their partner's annotation", () => {
  it("lists every API route in the table of how an annotator calls it", async () => {
    expect([...(await routeHandlers()).keys()].sort()).toEqual(Object.keys(routes).sort());
  });

  // By default any member who did not annotate an item may adjudicate it; with "leads" annotators
  // may not adjudicate at all. Both must give an annotator nothing.
  it.each([
    ["any member adjudicates", {}],
    ["only leads adjudicate", { adjudicators: "leads" }],
  ] as const)(
    "every API route and page's data answers the same for an agreed, a disagreeing and a claimed item (%s)",
    async (_, settings) => {
      const handlers = await routeHandlers();
      const worlds = [
        await world("agreed", settings),
        await world("disagreement", settings),
        await world("claimed", settings),
      ];
      // The worlds do differ where the annotator must not look.
      const statuses = await db.item.findMany({
        where: { id: { in: worlds.map((w) => w.itemId) } },
        select: { id: true, status: true },
      });
      expect(worlds.map((w) => statuses.find((s) => s.id === w.itemId)?.status)).toEqual([
        "agreed",
        "disagreement",
        "in_adjudication",
      ]);
      const seen = new Map<Outcome, Record<string, unknown>>();
      for (const w of worlds) {
        const views: Record<string, unknown> = {};
        // In the table's order in every world, so calls that change something do so alike.
        for (const [key, call] of Object.entries(routes)) {
          if ("skip" in call) continue;
          views[key] = await callRoute(handlers.get(key)!, key, call, w);
        }
        for (const [name, load] of Object.entries(pageData))
          views[name] = normalise(await load(w), w);
        seen.set(w.outcome, views);
      }
      const base = seen.get("agreed")!;
      const diffs = (["disagreement", "claimed"] as const).flatMap((o) =>
        Object.keys(base).flatMap((k) =>
          differences(base[k], seen.get(o)![k], `${o} vs agreed: ${k}`),
        ),
      );
      expect(diffs).toEqual([]);
    },
  );

  it("every API route and page's data answers the same whatever a judge run said about the item (nothing, a label, a failure)", async () => {
    const handlers = await routeHandlers();
    const judges: Judge[] = ["none", "label", "failure"];
    const seen = new Map<Judge, Record<string, unknown>>();
    for (const judge of judges) {
      const w = await world("disagreement", {}, judge);
      const views: Record<string, unknown> = {};
      for (const [key, call] of Object.entries(routes)) {
        if ("skip" in call) continue;
        views[key] = await callRoute(handlers.get(key)!, key, call, w);
      }
      for (const [name, load] of Object.entries(pageData))
        views[name] = normalise(await load(w), w);
      seen.set(judge, views);
    }
    expect(
      await db.machineFailure.count({ where: { type: "refusal", raw: "I cannot rate this." } }),
    ).toBeGreaterThan(0);
    const base = seen.get("none")!;
    const diffs = judges
      .slice(1)
      .flatMap((j) =>
        Object.keys(base).flatMap((k) =>
          differences(base[k], seen.get(j)![k], `${j} vs none: ${k}`),
        ),
      );
    expect(diffs).toEqual([]);
  });

  it("every API route and page's data answers the same whether the item's other annotation is a partner's or a prior one (agreed, disagreeing, claimed)", async () => {
    const handlers = await routeHandlers();
    const kinds: PriorWorld[] = [
      "partner",
      "prior, agreed",
      "prior, disagreement",
      "prior, claimed",
    ];
    const worlds = new Map<PriorWorld, World>();
    for (const how of kinds) worlds.set(how, await priorWorld(how, {}));
    const statuses = await db.item.findMany({
      where: { id: { in: [...worlds.values()].map((w) => w.itemId) } },
      select: { id: true, status: true },
    });
    expect(kinds.map((k) => statuses.find((s) => s.id === worlds.get(k)!.itemId)?.status)).toEqual([
      "agreed",
      "agreed",
      "disagreement",
      "in_adjudication",
    ]);
    const seen = new Map<PriorWorld, Record<string, unknown>>();
    for (const [how, w] of worlds) {
      const views: Record<string, unknown> = {};
      for (const [key, call] of Object.entries(routes)) {
        if ("skip" in call) continue;
        views[key] = await callRoute(handlers.get(key)!, key, call, w);
      }
      for (const [name, load] of Object.entries(pageData))
        views[name] = normalise(await load(w), w);
      seen.set(how, views);
    }
    const base = seen.get("partner")!;
    const diffs = kinds
      .slice(1)
      .flatMap((o) =>
        Object.keys(base).flatMap((k) =>
          differences(base[k], seen.get(o)![k], `${o} vs partner: ${k}`),
        ),
      );
    expect(diffs).toEqual([]);
  });

  it("every API route and page's data, the revise's answer included, answers the same whatever the partner submitted while the annotator's revise window is open, and after it closed", async () => {
    const handlers = await routeHandlers();
    const hows: ReviseWorld[] = ["partner agrees", "partner disagrees", "no partner"];
    const worlds = new Map<ReviseWorld, World>();
    for (const how of hows) worlds.set(how, await reviseWorld(how));
    const views = async (w: World) => {
      const out: Record<string, unknown> = {};
      for (const [key, call] of Object.entries(routes)) {
        if ("skip" in call) continue;
        out[key] = await callRoute(handlers.get(key)!, key, call, w);
      }
      for (const [name, load] of Object.entries(pageData)) out[name] = normalise(await load(w), w);
      return out;
    };
    // SPEC §2 shows annotators "the project's share of items with all annotations in" (the queue
    // progress's project figures, the item counts' open vs annotated split): with no partner that
    // share is smaller, by design. Everything else must be the same in all three worlds.
    const isShare = (k: string, x: unknown) =>
      k === "status_counts" ||
      (k === "project" && x !== null && typeof x === "object" && "done" in x);
    const withoutProjectShare = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(withoutProjectShare)
        : v !== null && typeof v === "object"
          ? Object.fromEntries(
              Object.entries(v).flatMap(([k, x]) =>
                isShare(k, x) ? [] : [[k, withoutProjectShare(x)]],
              ),
            )
          : v;
    const compare = (seen: Map<ReviseWorld, Record<string, unknown>>) => {
      const base = seen.get("partner agrees")!;
      return hows
        .slice(1)
        .flatMap((o) =>
          Object.keys(base).flatMap((k) =>
            o === "no partner"
              ? differences(
                  withoutProjectShare(base[k]),
                  withoutProjectShare(seen.get(o)![k]),
                  `${o} vs partner agrees: ${k}`,
                )
              : differences(base[k], seen.get(o)![k], `${o} vs partner agrees: ${k}`),
          ),
        );
    };
    const itemStatuses = async () => {
      const rows = await db.item.findMany({
        where: { id: { in: [...worlds.values()].map((w) => w.itemId) } },
        select: { id: true, status: true },
      });
      return hows.map((h) => rows.find((r) => r.id === worlds.get(h)!.itemId)?.status);
    };

    // While the window is open: nothing is compared, and the revise succeeds in every world.
    expect(await itemStatuses()).toEqual(["in_annotation", "in_annotation", "in_annotation"]);
    const open = new Map<ReviseWorld, Record<string, unknown>>();
    for (const [how, w] of worlds) open.set(how, await views(w));
    expect(
      (open.get("partner agrees")!["PUT /api/v1/assignments/[id]/annotation"] as { status: number })
        .status,
    ).toBe(200);
    expect(compare(open)).toEqual([]);

    // Every window closed (a second ago, no sleeping) and the sweep run: the worlds now differ
    // where the annotator must not look, and the revise is a 409 in every one of them.
    await db.$executeRaw`UPDATE annotations SET revisable_until = now() - interval '1 second' WHERE item_id = ANY(${[...worlds.values()].map((w) => w.itemId)}::int[])`;
    for (const w of worlds.values()) await sweepClosedWindows({ projectId: w.projectId });
    expect(await itemStatuses()).toEqual(["agreed", "disagreement", "in_annotation"]);
    const closed = new Map<ReviseWorld, Record<string, unknown>>();
    for (const [how, w] of worlds) closed.set(how, await views(w));
    const revise = closed.get("partner agrees")!["PUT /api/v1/assignments/[id]/annotation"] as {
      status: number;
      body: { error: { code: string } };
    };
    expect([revise.status, revise.body.error.code]).toEqual([409, "revise_window_closed"]);
    expect(compare(closed)).toEqual([]);
  });

  it("every API route and page's data answers a model answer's annotator the same with no judge, an agreeing and a disagreeing judge", async () => {
    const handlers = await routeHandlers();
    const hows: JudgeWorld[] = ["no judge", "judge agrees", "judge disagrees"];
    const seen = new Map<JudgeWorld, Record<string, unknown>>();
    for (const how of hows) {
      const w = await judgeWorld(how);
      const views: Record<string, unknown> = { claim: w.claim };
      for (const [key, call] of Object.entries(routes)) {
        if ("skip" in call) continue;
        views[key] = await callRoute(handlers.get(key)!, key, call, w);
      }
      // (A model-answer project has no validation round: its progress is refused, alike in every world.)
      for (const [name, load] of Object.entries(pageData))
        views[name] = normalise(await load(w).catch((e: unknown) => String(e)), w);
      seen.set(how, views);
    }
    // The judge's labels are there, where the annotator must not look.
    const judged = await db.annotation.count({ where: { machineAnnotator: "simpledevqa-grader" } });
    expect(judged).toBeGreaterThanOrEqual(2);
    const base = seen.get("no judge")!;
    expect(JSON.stringify([...seen.values()])).not.toContain("simpledevqa-grader");
    const diffs = hows
      .slice(1)
      .flatMap((o) =>
        Object.keys(base).flatMap((k) =>
          differences(base[k], seen.get(o)![k], `${o} vs no judge: ${k}`),
        ),
      );
    expect(diffs).toEqual([]);
  });
});
