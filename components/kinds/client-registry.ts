// The client half of the UI registry (see components/kinds/registry.ts): kind → its form,
// annotation workspace and merged-copy editor. Kept apart from the server half so that client
// components never pull the server's renderers into the browser.
import type { ItemKind } from "@/lib/items/item-kinds";
import { dialogueClient } from "./dialogue/dialogue-client";
import { generatedCommentClient } from "./generated-comment/generated-comment-client";
import type { KindClientUi } from "./kind-ui";
import { modelAnswerClient } from "./model-answer/model-answer-client";
import { qaPairClient } from "./qa-pair/qa-pair-client";
import { readmeClient } from "./readme/readme-client";

const kindClientUis = {
  qa_pair: qaPairClient,
  dialogue: dialogueClient,
  readme: readmeClient,
  generated_comment: generatedCommentClient,
  model_answer: modelAnswerClient,
} as const satisfies { [K in ItemKind]: object };

/** What a kind's workspace gets from the server page, with its kind. */
export type WorkspaceData = {
  [K in ItemKind]: { kind: K } & ((typeof kindClientUis)[K] extends KindClientUi<infer _F, infer D>
    ? D
    : never);
}[ItemKind];

/** The kind's client half with its form type erased: callers pass it forms its own module made. */
export function kindClientUi(kind: ItemKind): KindClientUi {
  return kindClientUis[kind] as unknown as KindClientUi;
}
