import { randomUUID } from "node:crypto";
import type { SessionUser } from "@/lib/auth/session-user";
import type { GlobalRole, ProjectRole } from "@/lib/auth/permissions";
import type { ItemKind } from "@/lib/items/item-kinds";
import { jsonlRecords } from "@/lib/items/import/sources/jsonl-records";
import type { RecordSource } from "@/lib/items/import/sources/source-record";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";

export const TEST_PASSWORD = "correct horse battery";

/** A new user with a unique e-mail, so tests never depend on each other's rows. */
export async function makeUser(
  role: GlobalRole = "annotator",
  name: string = role,
): Promise<SessionUser> {
  const email = `${name}-${randomUUID().slice(0, 8)}@test.example`;
  const user = await createUser({
    actor: null,
    input: { email, name, role, password: TEST_PASSWORD },
  });
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

/** A project without a revise window (decision 048), so that a last submit compares at once; `settings` are added to that. */
export async function makeProject(opts: {
  kind: ItemKind;
  lead?: SessionUser;
  members?: [SessionUser, ProjectRole][];
  settings?: Record<string, unknown>;
  /** Empty unless given (left out, createProject would use the kind's default guidelines). */
  instructions?: string;
}) {
  const lead = opts.lead ?? (await makeUser("lead"));
  const settings = { reviseMinutes: 0, ...opts.settings };
  const { id } = await createProject({
    actor: lead,
    input: {
      name: `Test ${opts.kind} ${randomUUID().slice(0, 6)}`,
      kind: opts.kind,
      settings,
      instructions: opts.instructions ?? "",
    },
  });
  for (const [user, role] of opts.members ?? [])
    await addProjectMember({ actor: lead, projectId: id, input: { email: user.email, role } });
  return { id, lead };
}

/** An `open()` for importItems over in-memory JSONL (chunked, to exercise the streaming path). */
export function jsonl(lines: (object | string)[], chunkSize = 97): () => AsyncIterable<Uint8Array> {
  const bytes = new TextEncoder().encode(
    lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n",
  );
  return async function* () {
    for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
  };
}

/** importItems' `records` over in-memory JSONL, read through the JSONL reader in chunks. */
export function jsonlSource(lines: (object | string)[], chunkSize = 97): RecordSource {
  const open = jsonl(lines, chunkSize);
  return () => jsonlRecords(open());
}
