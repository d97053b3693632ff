import { jsonlRecords } from "@/lib/items/import/sources/jsonl-records";
process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
const { resolveDatabase } = await import("@/lib/db/resolve-database");
await resolveDatabase();
const { makeUser } = await import("../tests/factories");
const { addProjectMember } = await import("@/lib/projects/add-project-member");
const { createProject } = await import("@/lib/projects/create-project");
const { importItems } = await import("@/lib/items/import/import-items");
const { db } = await import("@/lib/db");
const LANGUAGES = ["en", "zh", "el", "pl"];
async function* lines() {
  for (let i = 0; i < 100000; i++)
    yield JSON.stringify({ kind: "generated_comment", external_id: `b${i}`, file_id: `f${i >> 2}`, language: LANGUAGES[i % 4], model: `m/${i % 4}`, programming_language: "java", code_prefix: `class C${i} {\n  `, code_suffix: "\n}", original_comment: "Returns the total.", predicted_comment: "Computes the sum." }) + "\n";
}
const lead = await makeUser("lead");
const { id: projectId } = await createProject({ actor: lead, input: { name: `prof ${Date.now()}`, kind: "generated_comment", settings: { reviseMinutes: 0 } } });
const a = await makeUser("annotator");
const b = await makeUser("annotator");
for (const u of [a, b]) await addProjectMember({ actor: lead, projectId, input: { email: u.email, role: "annotator" } });
await importItems({ actor: lead, projectId, records: () => jsonlRecords(lines()) });
await db.projectMember.update({ where: { projectId_userId: { projectId, userId: b.id } }, data: { languages: ["en", "zh"] } });
console.log(JSON.stringify({ projectId, plain: a.id, langs: b.id }));
process.exit(0);
