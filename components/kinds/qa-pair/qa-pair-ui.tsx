// The QA pair's server half: item view, workspace parts, A/B comparison and item facts.
import type { KindServerUi } from "@/components/kinds/kind-ui";
import type { QaPairAnnotation } from "@/lib/items/qa-pair/qa-pair-annotation-schema";
import type { QaPairFields } from "@/lib/items/item-dto";
import { QaCompare } from "./qa-compare";
import { QaPairView } from "./qa-pair-view";

export const qaPairUi = {
  ItemBody: ({ fields }) => <QaPairView fields={fields} />,
  workspace: (f) => ({
    kind: "qa_pair" as const,
    item: <QaPairView fields={f} />,
    references: f.references,
  }),
  Compare: ({ a, b, headers, differs }) => (
    <QaCompare a={a} b={b} headers={headers} differs={differs} />
  ),
  adjudication: (f) => ({ references: f.references }),
  facts: (f) => [
    ["kindScreens.qaPair.facts.difficulty", f.difficulty ?? "—"],
    ["kindScreens.qaPair.facts.domain", f.domain ?? "—"],
    ["kindScreens.qaPair.facts.references", String(f.references.length)],
  ],
} satisfies KindServerUi<QaPairFields, QaPairAnnotation>;
