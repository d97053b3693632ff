// The one registry of item kinds: kind → its module. Everything that differs by kind asks here
// (or the UI's components/kinds/registry.ts) rather than switching on the kind.
//
// Adding a kind (e.g. `model_answer`): add it to `itemKinds` (lib/items/item-kinds.ts) and the
// Prisma enum with a migration for its typed table; write lib/items/model-answer/ (line and
// annotation schemas, model-answer-kind.ts) and components/kinds/model-answer/; add one line
// here and one in components/kinds/registry.ts. TypeScript then refuses the build until every
// part of the module is there.
import type { ItemKindModule } from "./define-item-kind";
import { dialogueKind } from "./dialogue/dialogue-kind";
import { generatedCommentKind } from "./generated-comment/generated-comment-kind";
import type { ItemKind } from "./item-kinds";
import { modelAnswerKind } from "./model-answer/model-answer-kind";
import { qaPairKind } from "./qa-pair/qa-pair-kind";
import { readmeKind } from "./readme/readme-kind";

export const itemKindModules = {
  dialogue: dialogueKind,
  qa_pair: qaPairKind,
  readme: readmeKind,
  generated_comment: generatedCommentKind,
  model_answer: modelAnswerKind,
} as const satisfies { [K in ItemKind]: ItemKindModule<K> };

/** The module of `kind`, with its annotation type erased (callers hand it parsed annotations). */
export function kindModule(kind: ItemKind): ItemKindModule {
  return itemKindModules[kind];
}
