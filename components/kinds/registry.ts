// The UI's registry of item kinds: kind → its server half (item view, the annotation workspace's
// server-rendered parts, A/B comparison, item facts). Its client half (form, workspace, merged
// copy editor) is components/kinds/client-registry.ts, apart so that the browser never loads the
// server's renderers. Everything in components/ and app/ that differs by kind asks one of the two.
//
// Adding a kind (e.g. `model_answer`): after lib/items/kinds.ts, write components/kinds/model-answer/
// (model-answer-ui.tsx and model-answer-client.tsx with the parts of components/kinds/kind-ui.ts)
// and add one line here and one in client-registry.ts.
import type { ItemFields } from "@/lib/items/item-dto";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { WorkspaceData } from "./client-registry";
import { dialogueUi } from "./dialogue/dialogue-ui";
import { generatedCommentUi } from "./generated-comment/generated-comment-ui";
import type { KindServerUi } from "./kind-ui";
import { modelAnswerUi } from "./model-answer/model-answer-ui";
import { qaPairUi } from "./qa-pair/qa-pair-ui";
import { readmeUi } from "./readme/readme-ui";

const kindServerUis = {
  qa_pair: qaPairUi,
  dialogue: dialogueUi,
  readme: readmeUi,
  generated_comment: generatedCommentUi,
  model_answer: modelAnswerUi,
} as const satisfies {
  [K in ItemKind]: KindServerUi<
    Extract<ItemFields, { kind: K }>,
    never,
    Extract<WorkspaceData, { kind: K }>
  >;
};

/** The server half of `kind`, its types erased: callers pass it fields and annotations of that kind. */
export function kindServerUi(kind: ItemKind): KindServerUi<ItemFields, unknown, WorkspaceData> {
  return kindServerUis[kind];
}
