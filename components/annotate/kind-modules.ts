// Each kind's form module (pure: parse a draft, build the annotation), by kind. Shared by the
// annotation screen and the adjudicator's merged copy.
import type { ItemKind } from "@/lib/items/item-kinds";
import { commentModule } from "./comment/comment-form";
import { dialogueModule } from "./dialogue/dialogue-form";
import type { KindModule } from "./kind-module";
import { qaModule } from "./qa/qa-form";
import { readmeModule } from "./readme/readme-form";

const asAny = <F,>(m: KindModule<F>) => m as unknown as KindModule<unknown>;

export const kindModules: Record<ItemKind, KindModule<unknown>> = {
  qa_pair: asAny(qaModule),
  dialogue: asAny(dialogueModule),
  readme: asAny(readmeModule),
  generated_comment: asAny(commentModule),
};
