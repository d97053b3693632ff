import { afterEach, describe, expect, it, vi } from "vitest";
import { createProjectAction } from "@/app/(lead)/projects/new/actions";
import * as session from "@/lib/auth/get-session-user";
import { db } from "@/lib/db";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { makeUser } from "../factories";

// The session is the one thing faked here (actions read it from the request's cookie).
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: vi.fn() }));
afterEach(() => vi.mocked(session.getSessionUser).mockReset());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the new-project form's sampling, order, quota and check settings (decision 027)", () => {
  it("are checked by the settings' schema, named on their fields, and stored as given; blank ones take the defaults", async () => {
    const lead = await makeUser("lead");
    vi.mocked(session.getSessionUser).mockResolvedValue(lead);
    const name = `New ${Date.now()}`;
    const base = {
      name,
      kind: "generated_comment",
      overlap: "2",
      leaseMinutes: "30",
      instructions: "",
    };
    const bad = await createProjectAction(
      null,
      form({
        ...base,
        overlapFraction: "0",
        overlapStrata: "language",
        order: "zigzag",
        quota: "0",
        checkRate: "2",
        checkMin: "",
        checkPass: "",
        reviseMinutes: "121",
      }),
    );
    expect(bad).toMatchObject({
      ok: false,
      fields: {
        overlapFraction: [expect.any(String)],
        order: [expect.any(String)],
        quota: ["must be at least 1"],
        checkRate: ["must be at most 1"],
        reviseMinutes: ["must be at most 120 minutes"],
      },
      values: { overlapFraction: "0", order: "zigzag" },
    });
    const strata = await createProjectAction(
      null,
      form({ ...base, overlapFraction: "0.5", overlapStrata: "language, bogus" }),
    );
    expect(strata).toMatchObject({
      ok: false,
      fields: {
        overlapStrata: [expect.stringContaining("`bogus` is not a field of this kind's items")],
      },
    });
    expect(await db.project.count({ where: { name } })).toBe(0);

    // Saw it fail before the form sent these: the project was created with the defaults (overlapFraction 1, no strata, no checks).
    await expect(
      createProjectAction(
        null,
        form({
          ...base,
          overlapFraction: "0.5",
          overlapStrata: "language, model",
          order: "random",
          quota: "40",
          checkRate: "0.1",
          checkMin: "5",
          checkPass: "0.8",
          reviseMinutes: "15",
        }),
      ),
    ).rejects.toThrow(/NEXT_REDIRECT/);
    const project = await db.project.findFirstOrThrow({
      where: { name },
      select: { settings: true },
    });
    expect(parseProjectSettings(project.settings)).toMatchObject({
      overlap: 2,
      leaseMinutes: 30,
      reviseMinutes: 15,
      overlapFraction: 0.5,
      overlapStrata: ["language", "model"],
      order: "random",
      quota: 40,
      checkRate: 0.1,
      checkMin: 5,
      checkPass: 0.8,
    });
    const blank = `${name} blank`;
    await expect(
      createProjectAction(
        null,
        form({
          ...base,
          name: blank,
          overlapFraction: "",
          overlapStrata: "",
          quota: "",
          checkRate: "",
        }),
      ),
    ).rejects.toThrow(/NEXT_REDIRECT/);
    expect(
      parseProjectSettings(
        (await db.project.findFirstOrThrow({ where: { name: blank }, select: { settings: true } }))
          .settings,
      ),
    ).toMatchObject({
      overlapFraction: 1,
      overlapStrata: [],
      reviseMinutes: 10, // decision 048's default for a project created without the setting
      quota: null,
      checkRate: null,
    });
  });
});
