// Fixtures shared by the sampling tests (sampling-choice, -counts, -hidden-import, -queue and
// -settings.test.ts).
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { makeQueueProject } from "../../concurrency/queue-fixtures";

// SPEC §2 Sampling: in each stratum exactly ⌊f·n + ½⌋ of its n items, lowest hash of project id and
// external_id first, get the overlap; the rest one annotator and gold `single` (decision 024).

const languages = ["en", "el", "nl"] as const;
const models = ["google/codegemma-7b", "meta/llama-3"] as const;

/** Comments in 6 strata (language × model) of different sizes: 1, 2, …, 6 items, then `extra` more in each. */
export function comments(prefix: string, perStratum: (s: number) => number) {
  const lines: Record<string, unknown>[] = [];
  languages.forEach((language, l) =>
    models.forEach((model, m) => {
      const s = l * models.length + m;
      for (let i = 0; i < perStratum(s); i++)
        lines.push({
          ...itemLineExamples.generated_comment,
          external_id: `${prefix}-${language}-${m}-${i}`,
          language,
          model,
        });
    }),
  );
  return lines;
}

export const md5 = (text: string) => createHash("md5").update(text).digest("hex");

export type Row = {
  externalId: string;
  language: string | null;
  model: string;
  sampled: boolean | null;
};

export async function itemsOf(projectId: number): Promise<Row[]> {
  const rows = await db.item.findMany({
    where: { projectId },
    select: {
      externalId: true,
      language: true,
      sampled: true,
      generatedComment: { select: { model: true } },
    },
    orderBy: { id: "asc" },
  });
  return rows.map((r) => ({
    externalId: r.externalId,
    language: r.language,
    model: r.generatedComment?.model ?? "",
    sampled: r.sampled,
  }));
}

export const stratumOf = (r: Row) => `${r.language}|${r.model}`;
export const groupBy = <T>(rows: T[], key: (r: T) => string) => {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
};

/** The rule written out independently of the SQL: the ⌊f·n + ½⌋ lowest md5("<project>:<external_id>") of a stratum's items `pool` are chosen. */
export function expectedChoice(projectId: number, pool: Row[], count: number): string[] {
  return pool
    .map((r) => r.externalId)
    .sort((a, b) => (md5(`${projectId}:${a}`) < md5(`${projectId}:${b}`) ? -1 : 1))
    .slice(0, count)
    .sort();
}

export const target = (f: number, n: number) => Math.floor(f * n + 0.5);

export async function project(settings: Partial<ProjectSettings>, annotators = 0) {
  return makeQueueProject({
    kind: "generated_comment",
    items: 0,
    annotators,
    settings: { overlap: 2, ...settings },
  });
}
