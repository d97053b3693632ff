import { describe, expect, it } from "vitest";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { GlobalRole } from "@/lib/auth/permissions";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { makeProject, makeUser } from "../factories";
import { callRoute, routeHandlers, routes } from "./helpers/blinding/routes";
import { world, type World } from "./helpers/blinding/world";

// SPEC §7: where existence must not be revealed, a forbidden id and a missing one get the same
// status and the same message. Someone outside a project calls every id-taking API route once with
// the project's real ids and once with ids no row has; the two answers must be equal.
const MISSING = 2_000_000_001;

/** Routes only admins may call: everyone else's answer is the same 403, whatever the id. */
const ADMIN_ONLY = new Set(["PATCH /api/v1/users/[id]"]);

const idTaking = () =>
  Object.entries(routes).filter(
    ([key, call]) => key.includes("[") && !("skip" in call) && !key.includes("[..."),
  ) as [string, Exclude<(typeof routes)[string], { skip: string }>][];

async function strangerAnswers(role: GlobalRole) {
  const handlers = await routeHandlers();
  const real = await world("claimed", {});
  const lead = (await makeProject({ kind: "readme" })).lead;
  // The world's lead is not at hand: a machine run needs one of the project's leads or an admin.
  const admin = await makeUser("admin");
  const run = await createMachineRun({
    actor: admin,
    projectId: real.projectId,
    input: { name: "judge", model: "gpt-4o" },
  });
  const stranger = role === "lead" ? lead : await makeUser(role);
  if (role !== "lead") await makeProject({ kind: "readme", members: [[stranger, "annotator"]] });
  const token = (await createApiToken({ userId: stranger.id, name: "stranger" })).token;
  const missing: World = {
    ...real,
    projectId: MISSING,
    itemId: MISSING,
    assignmentId: MISSING,
    adjudicationId: MISSING,
    releaseId: MISSING,
    annotator: { ...real.annotator, id: MISSING },
  };
  const diffs: string[] = [];
  for (const [key, call] of idTaking()) {
    const withRun =
      key === "POST /api/v1/machine-runs/[id]/outputs"
        ? (id: number) => ({ ...call, params: () => ({ id: String(id) }) })
        : () => call;
    const seen = await callRoute(handlers.get(key)!, key, withRun(run.id), { ...real, token });
    const unseen = await callRoute(handlers.get(key)!, key, withRun(MISSING), {
      ...missing,
      token,
    });
    const a = JSON.stringify([seen.status, seen.body]);
    const b = JSON.stringify([unseen.status, unseen.body]);
    if (a !== b || (seen.status !== 404 && !ADMIN_ONLY.has(key)))
      diffs.push(`${key}: existing ${a}, missing ${b}`);
  }
  return diffs;
}

describe("one not-found answer for a missing id and one the caller may not see", () => {
  it("covers every id-taking API route", async () => {
    const keys = [...(await routeHandlers()).keys()].filter(
      (k) => k.includes("[") && !k.includes("[..."),
    );
    expect(
      idTaking()
        .map(([k]) => k)
        .sort(),
    ).toEqual(keys.sort());
  });

  it.each(["lead", "annotator"] as const)(
    "a %s of another project gets the same 404 for the project's ids as for ids no row has, on every route",
    async (role) => {
      expect(await strangerAnswers(role)).toEqual([]);
    },
  );

  it("a lead naming a user outside their project gets the member routes' 404, as for a user id no row has", async () => {
    const handlers = await routeHandlers();
    const { projectId, lead, annotators } = await makeQueueProject({
      kind: "readme",
      items: 0,
      annotators: 1,
    });
    const outsider = await makeUser("annotator");
    await makeProject({ kind: "readme", lead, members: [[outsider, "annotator"]] });
    const token = (await createApiToken({ userId: lead.id, name: "lead" })).token;
    const real: World = {
      outcome: "agreed",
      annotator: annotators[0],
      token,
      projectId,
      itemId: MISSING,
      assignmentId: MISSING,
      adjudicationId: MISSING,
      releaseId: MISSING,
    };
    const diffs: string[] = [];
    for (const [key, call] of idTaking().filter(([k]) => k.includes("[userId]"))) {
      const answer = async (userId: number) => {
        const { status, body } = await callRoute(
          handlers.get(key)!,
          key,
          { ...call, params: () => ({ id: String(projectId), userId: String(userId) }) },
          real,
        );
        return JSON.stringify([status, body]);
      };
      const [seen, unseen] = [await answer(outsider.id), await answer(MISSING)];
      if (seen !== unseen || !seen.startsWith("[404"))
        diffs.push(`${key}: outsider ${seen}, missing ${unseen}`);
    }
    expect(diffs).toEqual([]);
  });
});
