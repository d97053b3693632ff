// The QA pair's client half: its form, workspace and merged-copy editor.
import type { KindClientUi } from "@/components/kinds/kind-ui";
import { citationUnion } from "@/lib/adjudication/citation-union";
import { QaFields } from "./qa-fields";
import { qaModule, type QaForm } from "./qa-form";
import { QaWorkspace } from "./qa-workspace";
import { QaSettingsFields } from "./qa-settings-fields";

export const qaPairClient = {
  form: qaModule,
  union: {
    label: "kindScreens.qaPair.union",
    merge: (x: QaForm, y: QaForm) => {
      const citations = citationUnion(x.citations, y.citations).map((c) => ({
        url: c.url,
        quote: c.quoteA || c.quoteB || "",
      }));
      return { ...x, citations };
    },
  },
  Workspace: QaWorkspace,
  MergeForm: ({ value, update, errors, context }) => (
    <QaFields
      form={value}
      update={update}
      errors={errors}
      references={context.references}
      showKeys={false}
    />
  ),
  SettingsFields: QaSettingsFields,
} satisfies KindClientUi<QaForm, Parameters<typeof QaWorkspace>[0]["data"]>;
