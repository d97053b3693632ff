import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ItemFields } from "@/lib/items/item-dto";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { AnnotatorItemDto } from "./queue-dto";

// Same fields as lib/items/get-item.ts, but only the relation of the project's kind is read
// (one query fewer per kind on the claim path) and no status or annotation count is selected.
const turns = { select: { role: true, content: true }, orderBy: { position: "asc" as const } };
const kindSelect = {
  dialogue: { dialogue: { select: { source: true, turns } } },
  qa_pair: {
    qaPair: {
      select: {
        question: true, answer: true, difficulty: true, domain: true, dialogueExternalId: true,
        references: { select: { url: true, title: true }, orderBy: { position: "asc" as const } },
        dialogue: { select: { itemId: true, turns, item: { select: { projectId: true, externalId: true } } } },
      },
    },
  },
  readme: { readme: { select: { repo: true, url: true, license: true, content: true } } },
  generated_comment: {
    generatedComment: {
      select: { fileId: true, model: true, programmingLanguage: true, codePrefix: true, codeSuffix: true, originalComment: true, predictedComment: true },
    },
  },
} satisfies Record<ItemKind, Prisma.ItemSelect>;

const baseSelect = { id: true, projectId: true, kind: true, externalId: true, language: true } satisfies Prisma.ItemSelect;
type Loaded = Prisma.ItemGetPayload<{ select: typeof baseSelect & typeof kindSelect.dialogue & typeof kindSelect.qa_pair & typeof kindSelect.readme & typeof kindSelect.generated_comment }>;

function toFields(item: Partial<Loaded>): ItemFields {
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

/** The item's content for the person annotating it; callers have checked their assignment. */
export async function loadAnnotatorItem(opts: { itemId: number; kind: ItemKind }): Promise<AnnotatorItemDto> {
  const item = (await db.item.findUnique({ where: { id: opts.itemId }, select: { ...baseSelect, ...kindSelect[opts.kind] } })) as Partial<Loaded> | null;
  if (!item || item.id === undefined) throw new AppError("not_found", "Item not found.");
  return {
    id: item.id, projectId: item.projectId as number, kind: item.kind as ItemKind, externalId: item.externalId as string, language: item.language ?? null,
    fields: toFields(item),
  };
}
