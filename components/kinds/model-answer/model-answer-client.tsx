// The model answer's client half: its form, workspace and merged-copy editor.
import type { KindClientUi } from "@/components/kinds/kind-ui";
import { modelAnswerModule, type ModelAnswerForm } from "./model-answer-form";
import { ModelAnswerMergeForm } from "./model-answer-merge-form";
import { ModelAnswerSettingsFields } from "./model-answer-settings-fields";
import { ModelAnswerWorkspace } from "./model-answer-workspace";

export const modelAnswerClient = {
  form: modelAnswerModule,
  Workspace: ModelAnswerWorkspace,
  MergeForm: ModelAnswerMergeForm,
  SettingsFields: ModelAnswerSettingsFields,
} satisfies KindClientUi<ModelAnswerForm, Parameters<typeof ModelAnswerWorkspace>[0]["data"]>;
