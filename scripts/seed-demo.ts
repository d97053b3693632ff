import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { importItems } from "@/lib/items/import/import-items";
import type { ItemKind } from "@/lib/items/item-kinds";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";

const dataDir = path.join(import.meta.dirname, "demo-data");

export const demoUsers = [
  { email: "admin@example.org", name: "Ada Admin", role: "admin" },
  { email: "lead@example.org", name: "Lena Lead", role: "lead" },
  { email: "ann1@example.org", name: "Ana Annotator", role: "annotator" },
  { email: "ann2@example.org", name: "Ben Annotator", role: "annotator" },
  { email: "ann3@example.org", name: "Chen Annotator", role: "annotator" },
] as const;

const demoProjects: { name: string; kind: ItemKind; file: string; instructions: string }[] = [
  {
    name: "Demo · QA verification", kind: "qa_pair", file: "qa-pairs.jsonl",
    instructions: "## Verify each QA pair\n\n1. Check the three quality standards: **single answer**, **not too simple**, **verifiable**.\n2. Reject pairs that break a standard and say why.\n3. Otherwise judge the reference answer, correct it if needed, and cite **at least two** authoritative URLs.",
  },
  {
    name: "Demo · Dialogue triage", kind: "dialogue", file: "dialogues.jsonl",
    instructions: "## Triage developer–LLM dialogues\n\nDecide whether the dialogue is about software development, pick its task category, and whether it could seed a benchmark question (single answer, time-invariant, supported by evidence).",
  },
  {
    name: "Demo · README functionalities", kind: "readme", file: "readmes.jsonl",
    instructions: "## Extract functionalities\n\nSelect each span of the README that states what the software does, and rewrite it in your own words. **Exclude** roadmap/TODO items and bare links.",
  },
  {
    name: "Demo · Code-comment errors", kind: "generated_comment", file: "generated-comments.jsonl",
    instructions: "## Tag generated comments\n\nRead the file, the original comment and the model's comment. Label accuracy (correct / partially correct / incorrect) and tag every error from the taxonomy that applies.",
  },
];

/** Idempotent: existing users and projects (by name) are kept, re-imports are duplicates. */
export async function seedDemo(opts: { password: string; log: (line: string) => void }): Promise<void> {
  for (const u of demoUsers) {
    if (await db.user.findUnique({ where: { email: u.email }, select: { id: true } })) continue;
    await createUser({ actor: null, input: { ...u, password: opts.password } });
  }
  const lead = await db.user.findUniqueOrThrow({ where: { email: "lead@example.org" }, select: { id: true, email: true, name: true, role: true } });
  const actor: SessionUser = lead;
  for (const p of demoProjects) {
    const existing = await db.project.findFirst({ where: { name: p.name }, select: { id: true } });
    const projectId = existing?.id ?? (await createProject({ actor, input: { name: p.name, kind: p.kind, instructions: p.instructions } })).id;
    for (const email of ["ann1@example.org", "ann2@example.org", "ann3@example.org"]) {
      await addProjectMember({ actor, projectId, input: { email, role: "annotator" } });
    }
    const file = path.join(dataDir, p.file);
    if (!existsSync(file)) continue;
    const result = await importItems({ actor, projectId, open: () => createReadStream(file) });
    opts.log(`  ${p.name}: ${result.imported} items imported${result.duplicates ? `, ${result.duplicates} already there` : ""}`);
  }
}
