import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { escapeLikePattern } from "@/lib/validation/escape-like-pattern";
import { textProblem } from "@/lib/validation/text-problem";
import type { ItemSummaryDto } from "./item-dto";
import { itemStatuses, type ItemStatus } from "./item-kinds";

export type ItemFilters = { language?: string | null; status?: string | null; model?: string | null; q?: string | null };
export type ItemPage = { items: ItemSummaryDto[]; nextCursor: string | null; total: number; facets: { languages: string[]; models: string[] } };

/** Keyset pagination by id: constant cost per page however deep the list is. `q` is a literal substring of the external id. */
export async function listItems(opts: { actor: SessionUser; projectId: number; filters: ItemFilters; cursor?: string | null; limit?: number }): Promise<ItemPage> {
  const project = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "item.browse" });
  const limit = Math.min(Math.max(Number.isFinite(opts.limit) ? Number(opts.limit) : 50, 1), 200);
  const f = opts.filters;
  for (const [name, value] of Object.entries(f)) {
    const problem = typeof value === "string" ? textProblem(value) : null;
    if (problem) throw new AppError("bad_request", `The filter \`${name}\` ${problem}.`, { fields: { [name]: [problem] } });
  }
  const where: Prisma.ItemWhereInput = {
    projectId: project.id,
    ...(f.language ? { language: f.language } : {}),
    ...(f.status && (itemStatuses as readonly string[]).includes(f.status) ? { status: f.status as ItemStatus } : {}),
    ...(f.model ? { generatedComment: { model: f.model } } : {}),
    ...(f.q ? { externalId: { contains: escapeLikePattern(f.q), mode: "insensitive" as const } } : {}),
  };
  const cursor = Number(opts.cursor);
  const [rows, total, languages, models] = await Promise.all([
    db.item.findMany({
      where: { ...where, ...(Number.isSafeInteger(cursor) && cursor > 0 ? { id: { gt: cursor } } : {}) },
      select: {
        id: true, projectId: true, kind: true, externalId: true, language: true, status: true, annotationCount: true, createdAt: true,
        generatedComment: { select: { model: true } },
      },
      orderBy: { id: "asc" },
      take: limit + 1,
    }),
    db.item.count({ where }),
    db.item.findMany({ where: { projectId: project.id, language: { not: null } }, distinct: ["language"], select: { language: true }, orderBy: { language: "asc" } }),
    project.kind === "generated_comment"
      ? db.generatedComment.findMany({ where: { item: { projectId: project.id } }, distinct: ["model"], select: { model: true }, orderBy: { model: "asc" } })
      : Promise.resolve([]),
  ]);
  const page = rows.slice(0, limit);
  return {
    items: page.map(({ generatedComment, createdAt, ...r }) => ({ ...r, model: generatedComment?.model ?? null, createdAt: createdAt.toISOString() })),
    nextCursor: rows.length > limit ? String(page[page.length - 1].id) : null,
    total,
    facets: { languages: languages.map((l) => l.language as string), models: models.map((m) => m.model) },
  };
}
