// The README's client half: its form, workspace and merged-copy editor.
import type { KindClientUi } from "@/components/kinds/kind-ui";
import { alignFunctionalities, type Functionality } from "@/lib/adjudication/align-functionalities";
import { readmeModule, type ReadmeForm } from "./readme-form";
import { ReadmeMergeForm } from "./readme-merge-form";
import { ReadmeWorkspace } from "./readme-workspace";
import { ReadmeSettingsFields } from "./readme-settings-fields";

export const readmeClient = {
  form: readmeModule,
  union: {
    label: "kindScreens.readmeExtraction.union",
    merge: (x: ReadmeForm, y: ReadmeForm, settings) => {
      const rows = alignFunctionalities(
        x.functionalities,
        y.functionalities,
        settings.readmeMatchThreshold,
      );
      return {
        ...x,
        functionalities: rows.map((r) =>
          r.a !== null ? x.functionalities[r.a] : y.functionalities[r.b!],
        ),
      };
    },
  },
  Workspace: ReadmeWorkspace,
  itemText: (data) => data.content,
  MergeForm: ({ value, update, errors, context }) => (
    <ReadmeMergeForm
      value={value}
      update={update}
      errors={errors}
      a={(context.a.functionalities as Functionality[] | undefined) ?? []}
      b={(context.b?.functionalities as Functionality[] | undefined) ?? []}
      threshold={context.settings.readmeMatchThreshold}
    />
  ),
  SettingsFields: ReadmeSettingsFields,
} satisfies KindClientUi<ReadmeForm, Parameters<typeof ReadmeWorkspace>[0]["data"]>;
