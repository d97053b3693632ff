// The model answer's server half: item view, workspace parts, A/B comparison and item facts.
import type { KindServerUi } from "@/components/kinds/kind-ui";
import type { ModelAnswerFields } from "@/lib/items/item-dto";
import { defaultGradeLabels } from "@/lib/items/model-answer/grade-labels";
import type { ModelAnswerAnnotation } from "@/lib/items/model-answer/model-answer-annotation-schema";
import { ModelAnswerCompare } from "./model-answer-compare";
import { ModelAnswerView } from "./model-answer-view";

export const modelAnswerUi = {
  ItemBody: ({ fields }) => <ModelAnswerView fields={fields} />,
  workspace: (f) => ({
    kind: "model_answer" as const,
    item: <ModelAnswerView fields={f} />,
    grades: f.gradeLabels ?? defaultGradeLabels.map((g) => ({ ...g })),
  }),
  Compare: ({ a, b, headers, differs }) => (
    <ModelAnswerCompare a={a} b={b} headers={headers} differs={differs} />
  ),
  facts: (f) => [
    [
      "kindScreens.modelAnswer.facts.model",
      f.model ?? { message: "kindScreens.modelAnswer.facts.hidden" },
    ],
    ...(f.run === null ? [] : ([["kindScreens.modelAnswer.facts.run", String(f.run)]] as const)),
    ...(f.qaExternalId === null
      ? []
      : ([["kindScreens.modelAnswer.facts.qaPair", f.qaExternalId]] as const)),
  ],
} satisfies KindServerUi<ModelAnswerFields, ModelAnswerAnnotation>;
