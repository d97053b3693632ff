// The dialogue's server half: item view, workspace parts, A/B comparison and item facts.
import { useTranslations } from "next-intl";
import type { KindServerUi } from "@/components/kinds/kind-ui";
import type { DialogueAnnotation } from "@/lib/items/dialogue/dialogue-annotation-schema";
import type { DialogueFields } from "@/lib/items/item-dto";
import { DialogueCompare } from "./dialogue-compare";
import { DialogueView } from "./dialogue-view";

function DialogueBody({ fields }: { fields: DialogueFields }) {
  const t = useTranslations("kindScreens.dialogueTriage");
  return (
    <div className="space-y-3">
      {fields.source ? (
        <p className="text-sm text-slate-500">{t("source", { source: fields.source })}</p>
      ) : null}
      <DialogueView turns={fields.turns} />
    </div>
  );
}

export const dialogueUi = {
  ItemBody: DialogueBody,
  workspace: (f, settings) => ({
    kind: "dialogue" as const,
    taskCategories: settings.taskCategories,
    item: <DialogueBody fields={f} />,
  }),
  Compare: ({ a, b, headers, differs }) => (
    <DialogueCompare a={a} b={b} headers={headers} differs={differs} />
  ),
  facts: (f) => [
    ["kindScreens.dialogueTriage.facts.source", f.source ?? "—"],
    ["kindScreens.dialogueTriage.facts.turns", String(f.turns.length)],
  ],
} satisfies KindServerUi<DialogueFields, DialogueAnnotation>;
