import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ItemFields } from "./item-dto";
import type { ItemKind } from "./item-kinds";

// The relation each kind's fields live in, and how to turn it into ItemFields. Shared by the
// lead's item page (lib/items/get-item.ts) and the annotator's (lib/queue/load-annotator-item.ts).
const turns = { select: { role: true, content: true }, orderBy: { position: "asc" as const } };

export const kindFieldsSelect = {
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

export const allKindFieldsSelect = {
  ...kindFieldsSelect.dialogue, ...kindFieldsSelect.qa_pair, ...kindFieldsSelect.readme, ...kindFieldsSelect.generated_comment,
};

type Loaded = Partial<Prisma.ItemGetPayload<{ select: typeof allKindFieldsSelect }>>;

export function toItemFields(item: Loaded): ItemFields {
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
