import type { ImportPreset as ImportPresetName } from "../import-source-options";
import type { ImportPreset } from "./import-preset";
import { multilingualCodeCommentsPreset } from "./multilingual-code-comments-preset";
import { simpledevqaPreset } from "./simpledevqa-preset";

/** Every preset, by the name the API, CLI and page use. */
export const importPresets: Record<ImportPresetName, ImportPreset> = {
  simpledevqa: simpledevqaPreset,
  "multilingual-code-comments": multilingualCodeCommentsPreset,
};
