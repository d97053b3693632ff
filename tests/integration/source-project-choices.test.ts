import { describe, expect, it } from "vitest";
import { listSourceProjectChoices } from "@/lib/projects/list-source-project-choices";
import { makeProject, makeUser } from "../factories";

// The settings form's choice of a source project (SPEC §2): projects of the linked kind that the
// actor leads, every one for an admin, and the current one whoever chose it.
describe("listSourceProjectChoices", () => {
  it("offers the projects of the kind the actor leads, the current one, and all to an admin", async () => {
    const lead = await makeUser("lead");
    const led = await makeProject({ kind: "dialogue", lead });
    const otherKind = await makeProject({ kind: "readme", lead });
    const notLed = await makeProject({ kind: "dialogue" });
    const current = await makeProject({ kind: "dialogue" });
    const ours = new Set([led.id, otherKind.id, notLed.id, current.id]);
    const ids = async (actor = lead, now: number | null = null) =>
      (await listSourceProjectChoices({ actor, kind: "dialogue", current: now }))
        .map((p) => p.id)
        .filter((id) => ours.has(id))
        .sort((a, b) => a - b);

    expect(await ids()).toEqual([led.id]);
    expect(await ids(lead, current.id)).toEqual([led.id, current.id].sort((a, b) => a - b));
    expect(await ids(await makeUser("admin"))).toEqual(
      [led.id, notLed.id, current.id].sort((a, b) => a - b),
    );
  });
});
