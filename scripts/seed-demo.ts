import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { importItems } from "@/lib/items/import/import-items";
import { jsonlRecords } from "@/lib/items/import/sources/jsonl-records";
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemKindModules, kindModule } from "@/lib/items/kinds";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { createProject } from "@/lib/projects/create-project";
import { updateProject } from "@/lib/projects/update-project";
import { createUser } from "@/lib/users/create-user";
import { seedDemoWork } from "./seed-demo-work";

const dataDir = path.join(import.meta.dirname, "demo-data");

export const demoUsers = [
  { email: "admin@example.org", name: "Ada Admin", role: "admin" },
  { email: "lead@example.org", name: "Lena Lead", role: "lead" },
  { email: "ann1@example.org", name: "Ana Annotator", role: "annotator" },
  { email: "ann2@example.org", name: "Ben Annotator", role: "annotator" },
  { email: "ann3@example.org", name: "Chen Annotator", role: "annotator" },
] as const;

// Each kind's demo project (name, instructions, file in demo-data/) is part of its module.
const demoProjects = Object.values(itemKindModules).map((m) => ({ ...m.demo, kind: m.kind }));

/** Idempotent: existing users and projects (by name) are kept, re-imports are duplicates, and the demo's annotations are written once per project. */
export async function seedDemo(opts: {
  password: string;
  log: (line: string) => void;
}): Promise<void> {
  for (const u of demoUsers) {
    if (await db.user.findUnique({ where: { email: u.email }, select: { id: true } })) continue;
    await createUser({ actor: null, input: { ...u, password: opts.password } });
  }
  const lead = await db.user.findUniqueOrThrow({
    where: { email: "lead@example.org" },
    select: { id: true, email: true, name: true, role: true },
  });
  const actor: SessionUser = lead;
  const annotatorEmails = ["ann1@example.org", "ann2@example.org", "ann3@example.org"];
  const people = await db.user.findMany({
    where: { email: { in: annotatorEmails } },
    select: { id: true, email: true, name: true, role: true },
  });
  const annotators = annotatorEmails.map((e) => people.find((p) => p.email === e)!) as [
    SessionUser,
    SessionUser,
    SessionUser,
  ];
  // The demo project of each kind, as it is seeded (dialogues come first: the QA pairs link to them).
  const seeded = new Map<ItemKind, number>();
  for (const p of demoProjects) {
    const existing = await db.project.findFirst({ where: { name: p.name }, select: { id: true } });
    // No revise window (decision 048): the demo's annotations are compared as they are written, so
    // its adjudications and reports have content at once; a lead can set one in the settings.
    // Linked items (QA pairs to dialogues, SPEC §2) are found in the linked kind's demo project.
    const linked = kindModule(p.kind).linkedItem;
    const source = linked ? { [linked.sourceSetting]: seeded.get(linked.kind) ?? null } : {};
    const settings = { reviseMinutes: 0, ...source };
    const projectId =
      existing?.id ??
      (
        await createProject({
          actor,
          input: { name: p.name, kind: p.kind, instructions: p.instructions, settings },
        })
      ).id;
    if (existing && linked) await updateProject({ actor, projectId, input: { settings: source } });
    seeded.set(p.kind, projectId);
    for (const email of annotatorEmails) {
      await addProjectMember({ actor, projectId, input: { email, role: "annotator" } });
    }
    const file = path.join(dataDir, p.file);
    if (!existsSync(file)) continue;
    const result = await importItems({
      actor,
      projectId,
      records: () => jsonlRecords(createReadStream(file)),
    });
    opts.log(
      `  ${p.name}: ${result.imported} items imported${result.duplicates ? `, ${result.duplicates} already there` : ""}`,
    );
    await seedDemoWork({ projectId, kind: p.kind, lead: actor, annotators, log: opts.log });
  }
}
