// Projects, items and annotations for the queue's integration tests and concurrency script.
import { randomUUID } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import type { ItemKind } from "@/lib/items/item-kinds";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { createProject } from "@/lib/projects/create-project";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { jsonlSource, makeUser } from "../factories";

export const itemText = itemLineExamples.readme.content as string;

/**
 * A project of `kind` with `items` items and `annotators` annotator members; `language(i)` sets the
 * i-th item's language, `fields(i)` any other fields of its line. No revise window unless `settings`
 * sets one, so a last submit compares at once.
 */
export async function makeQueueProject(opts: {
  kind: ItemKind;
  items: number;
  annotators: number;
  settings?: Partial<ProjectSettings>;
  language?: (i: number) => string;
  fields?: (i: number) => Record<string, unknown>;
}) {
  const lead = await makeUser("lead");
  const { id: projectId } = await createProject({
    actor: lead,
    input: {
      name: `Queue ${opts.kind} ${randomUUID().slice(0, 6)}`,
      kind: opts.kind,
      settings: { reviseMinutes: 0, ...opts.settings },
    },
  });
  const annotators: SessionUser[] = [];
  for (let i = 0; i < opts.annotators; i++) {
    const user = await makeUser("annotator");
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: user.email, role: "annotator" },
    });
    annotators.push(user);
  }
  const lines = Array.from({ length: opts.items }, (_, i) => ({
    ...itemLineExamples[opts.kind],
    external_id: `q-${String(i).padStart(6, "0")}`,
    ...(opts.language ? { language: opts.language(i) } : {}),
    ...opts.fields?.(i),
  }));
  if (lines.length)
    await importItems({ actor: lead, projectId, records: jsonlSource(lines, 64 * 1024) });
  return { projectId, lead, annotators };
}

const span = (text: string) => {
  const start = itemText.indexOf(text);
  return { start, end: start + text.length, text };
};

/** Valid annotations per kind; `variant` 0 and 1 agree with each other, 2 disagrees with both. */
export function sampleAnnotation(
  kind: ItemKind,
  variant: 0 | 1 | 2 = 0,
  notes = "",
): Record<string, unknown> {
  switch (kind) {
    case "dialogue":
      return {
        dev_related: true,
        task_category: variant === 2 ? "debugging" : "knowledge_qa",
        code_centric: variant === 2 ? null : true,
        single_answer: true,
        notes,
      };
    case "qa_pair":
      return variant === 2
        ? {
            verdict: "accept",
            answer_label: "incorrect",
            final_answer: "Serve.",
            citations: [{ url: "https://go.dev/" }, { url: "https://pkg.go.dev/" }],
            notes,
          }
        : {
            verdict: "accept",
            answer_label: "correct",
            citations: [
              { url: `https://go.dev/doc/${variant}` },
              { url: "https://pkg.go.dev/net/http" },
            ],
            notes,
          };
    case "readme":
      return variant === 2
        ? {
            functionalities: [{ extractive: span("DayTrader"), abstractive: "Names the project" }],
            notes,
          }
        : {
            functionalities: [
              {
                extractive: span("Ένα δείγμα εφαρμογής συναλλαγών μετοχών"),
                abstractive: variant ? "Δείγμα εφαρμογής μετοχών" : "Εφαρμογή συναλλαγών μετοχών",
              },
            ],
            notes,
          };
    case "generated_comment":
      return variant === 2
        ? { accuracy: "incorrect", error_codes: ["SE-HA3"], notes }
        : {
            accuracy: "partially_correct",
            error_codes: variant ? ["MS-CC", "LG-WL2"] : ["LG-WL2", "MS-CC"],
            notes,
          };
    case "model_answer":
      return { grade: variant === 2 ? "not_attempted" : "correct", notes };
  }
}

/** Many annotators at once for scripts: one password hash and two bulk inserts (bcrypt per user is slow). */
export async function addAnnotatorsInBulk(opts: {
  projectId: number;
  count: number;
}): Promise<{ id: number }[]> {
  const tag = randomUUID().slice(0, 8);
  const passwordHash = await hashPassword(randomUUID());
  await db.user.createMany({
    data: Array.from({ length: opts.count }, (_, i) => ({
      email: `bulk${i}-${tag}@test.example`,
      name: `Annotator ${i}`,
      role: "annotator" as const,
      passwordHash,
    })),
  });
  const users = await db.user.findMany({
    where: { email: { endsWith: `-${tag}@test.example` } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  await db.projectMember.createMany({
    data: users.map((u) => ({
      projectId: opts.projectId,
      userId: u.id,
      role: "annotator" as const,
    })),
  });
  return users;
}
