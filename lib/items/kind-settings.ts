// Every kind's own project settings, from its folder's <kind>-settings.ts: the project schema is
// the shared settings plus these, and the settings form parses each with its form field.
import { dialogueSettings, dialogueSettingsForm } from "./dialogue/dialogue-settings";
import {
  generatedCommentSettings,
  generatedCommentSettingsForm,
} from "./generated-comment/generated-comment-settings";
import { modelAnswerSettings, modelAnswerSettingsForm } from "./model-answer/model-answer-settings";
import { qaPairSettings, qaPairSettingsForm } from "./qa-pair/qa-pair-settings";
import { readmeSettings, readmeSettingsForm } from "./readme/readme-settings";

export const kindSettings = {
  ...qaPairSettings,
  ...dialogueSettings,
  ...readmeSettings,
  ...generatedCommentSettings,
  ...modelAnswerSettings,
};

export const kindSettingsForm = {
  ...qaPairSettingsForm,
  ...dialogueSettingsForm,
  ...readmeSettingsForm,
  ...generatedCommentSettingsForm,
  ...modelAnswerSettingsForm,
};

/** A setting only some kinds have (QA's reject rule, README's match threshold, …). */
export type KindSettingKey = keyof typeof kindSettings;
