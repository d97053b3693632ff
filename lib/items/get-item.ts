import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import type { ItemDetailDto, ItemFields } from "./item-dto";

const turnSelect = { select: { role: true, content: true }, orderBy: { position: "asc" as const } };

const itemSelect = {
  id: true, projectId: true, kind: true, externalId: true, language: true, status: true, annotationCount: true, meta: true, createdAt: true,
  dialogue: { select: { source: true, turns: turnSelect } },
  qaPair: {
    select: {
      question: true, answer: true, difficulty: true, domain: true, dialogueExternalId: true,
      references: { select: { url: true, title: true }, orderBy: { position: "asc" } },
      dialogue: { select: { itemId: true, turns: turnSelect, item: { select: { projectId: true, externalId: true } } } },
    },
  },
  readme: { select: { repo: true, url: true, license: true, content: true } },
  generatedComment: {
    select: { fileId: true, model: true, programmingLanguage: true, codePrefix: true, codeSuffix: true, originalComment: true, predictedComment: true },
  },
} satisfies Prisma.ItemSelect;

/** One item with its kind's fields, for a lead browsing the project (no annotations here). */
export async function getItem(opts: { actor: SessionUser; projectId: number; itemId: number }): Promise<ItemDetailDto> {
  const project = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "item.browse" });
  const item = await db.item.findFirst({
    where: { id: opts.itemId, projectId: project.id },
    select: itemSelect,
  });
  if (!item) throw new AppError("not_found", "Item not found.");
  return {
    id: item.id, projectId: item.projectId, kind: item.kind, externalId: item.externalId, language: item.language, status: item.status,
    annotationCount: item.annotationCount, createdAt: item.createdAt.toISOString(),
    meta: (item.meta as Record<string, unknown> | null) ?? null,
    fields: toFields(item),
  };
}

type Loaded = Prisma.ItemGetPayload<{ select: typeof itemSelect }>;

function toFields(item: Loaded): ItemFields {
  if (item.dialogue) return { kind: "dialogue", source: item.dialogue.source, turns: item.dialogue.turns };
  if (item.qaPair) {
    const { dialogue, ...rest } = item.qaPair;
    return {
      kind: "qa_pair", ...rest,
      dialogue: dialogue ? { itemId: dialogue.itemId, projectId: dialogue.item.projectId, externalId: dialogue.item.externalId, turns: dialogue.turns } : null,
    };
  }
  if (item.readme) return { kind: "readme", ...item.readme };
  if (item.generatedComment) return { kind: "generated_comment", ...item.generatedComment };
  throw new AppError("internal", "The item has no fields of its kind.");
}
