import { describe, expect, it } from "vitest";
import { createApiToken, revokeApiToken, userForApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { authenticateUser } from "@/lib/users/authenticate-user";
import { createUser } from "@/lib/users/create-user";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { makeProject, makeUser, TEST_PASSWORD } from "../factories";

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: unknown) => (isAppError(e) ? e.code : String(e)),
  );

describe("users and credentials", () => {
  it("stores a hash, never the password, and signs in case-insensitively", async () => {
    const user = await makeUser("annotator");
    const row = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { passwordHash: true },
    });
    expect(row.passwordHash).not.toContain(TEST_PASSWORD);
    expect(row.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(
      await authenticateUser({
        credentials: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
        clientAddress: null,
      }),
    ).toMatchObject({ id: user.id });
    expect(
      await authenticateUser({
        credentials: { email: user.email, password: "wrong password" },
        clientAddress: null,
      }),
    ).toBeNull();
    expect(
      await authenticateUser({
        credentials: { email: "nobody@test.example", password: TEST_PASSWORD },
        clientAddress: null,
      }),
    ).toBeNull();
  });

  it("lets only admins create users, with field messages for bad input", async () => {
    const lead = await makeUser("lead");
    const admin = await makeUser("admin");
    expect(
      await codeOf(
        createUser({
          actor: lead,
          input: { email: "x@test.example", name: "X", role: "annotator", password: TEST_PASSWORD },
        }),
      ),
    ).toBe("forbidden");
    const bad = await createUser({
      actor: admin,
      input: { email: "not-an-email", name: "", role: "boss", password: "short" },
    }).catch((e: unknown) => e);
    expect(
      isAppError(bad) && Object.keys((bad.details as { fields: object }).fields).sort(),
    ).toEqual(["email", "name", "password", "role"]);
    for (const [password, message] of [
      ["eleven-char", "must be at least 12 characters"],
      ["Password1234", "is too common: it is in a list of leaked passwords"],
    ]) {
      const refused = await createUser({
        actor: admin,
        input: { email: `p-${password}@test.example`, name: "P", role: "annotator", password },
      }).catch((e: unknown) => e);
      expect(isAppError(refused) && refused.details).toEqual({ fields: { password: [message] } });
    }
    expect(await db.user.count({ where: { email: { startsWith: "p-" } } })).toBe(0);
    const taken = await makeUser();
    expect(
      await codeOf(
        createUser({
          actor: admin,
          input: { email: taken.email, name: "Again", role: "annotator", password: TEST_PASSWORD },
        }),
      ),
    ).toBe("conflict");
  });

  it("resolves a bearer token to its user until it is revoked", async () => {
    const user = await makeUser("annotator");
    const other = await makeUser("annotator");
    const { id, token } = await createApiToken({ userId: user.id, name: "script" });
    expect(await userForApiToken(token)).toMatchObject({ id: user.id, role: "annotator" });
    expect(await userForApiToken(token + "x")).toBeNull();
    expect(await revokeApiToken({ actor: other, tokenId: id })).toBe(false);
    expect(await revokeApiToken({ actor: user, tokenId: id })).toBe(true);
    expect(await userForApiToken(token)).toBeNull();
    const stored = await db.apiToken.findUniqueOrThrow({
      where: { id },
      select: { tokenHash: true },
    });
    expect(stored.tokenHash).not.toContain(token.slice(4));
  });

  it("lets a project lead add members and refuses annotators", async () => {
    const annotator = await makeUser("annotator");
    const newcomer = await makeUser("annotator");
    const { id: projectId, lead } = await makeProject({
      kind: "readme",
      members: [[annotator, "annotator"]],
    });
    expect(
      await codeOf(
        addProjectMember({
          actor: annotator,
          projectId,
          input: { email: newcomer.email, role: "annotator" },
        }),
      ),
    ).toBe("forbidden");
    expect(
      await codeOf(
        addProjectMember({
          actor: lead,
          projectId,
          input: { email: "ghost@test.example", role: "annotator" },
        }),
      ),
    ).toBe("validation_failed");
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: newcomer.email, role: "adjudicator" },
    });
    const events = await db.auditEvent.findMany({
      where: { projectId, action: "member.add" },
      select: { after: true },
    });
    expect(events.map((e) => (e.after as { email: string }).email)).toEqual([
      annotator.email,
      newcomer.email,
    ]);
  });
});
