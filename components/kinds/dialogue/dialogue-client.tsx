// The dialogue's client half: its form, workspace and merged-copy editor (no union: every label is a single choice).
import type { KindClientUi } from "@/components/kinds/kind-ui";
import { dialogueModule, type DialogueForm } from "./dialogue-form";
import { DialogueMergeForm } from "./dialogue-merge-form";
import { DialogueWorkspace } from "./dialogue-workspace";
import { DialogueSettingsFields } from "./dialogue-settings-fields";

export const dialogueClient = {
  form: dialogueModule,
  Workspace: DialogueWorkspace,
  MergeForm: ({ value, update, errors, context }) => (
    <DialogueMergeForm
      value={value}
      onChange={(v) => update(() => v)}
      errors={errors}
      taskCategories={context.settings.taskCategories}
    />
  ),
  SettingsFields: DialogueSettingsFields,
} satisfies KindClientUi<DialogueForm, Parameters<typeof DialogueWorkspace>[0]["data"]>;
