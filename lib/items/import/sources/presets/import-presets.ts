import type { ImportPreset as ImportPresetName } from "../import-source-options";
import type { ImportPreset } from "./import-preset";
import { multilingualCodeCommentsPreset } from "@/lib/items/generated-comment/multilingual-code-comments-preset";
import { simpledevqaEvalPreset } from "@/lib/items/model-answer/simpledevqa-eval-preset";
import { simpledevqaPreset } from "@/lib/items/qa-pair/simpledevqa-preset";

/** Every preset, by the name the API, CLI and page use; each lives in the folder of the kind it makes (lib/items/<kind>/). */
export const importPresets: Record<ImportPresetName, ImportPreset> = {
  simpledevqa: simpledevqaPreset,
  "simpledevqa-eval": simpledevqaEvalPreset,
  "multilingual-code-comments": multilingualCodeCommentsPreset,
};
