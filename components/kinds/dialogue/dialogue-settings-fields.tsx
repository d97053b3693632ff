import { useTranslations } from "next-intl";
import { TextareaField } from "@/components/ui/form-fields";
import type { SettingsFieldsProps } from "../kind-ui";

/** The dialogue's project setting: the task categories annotators choose from. */
export function DialogueSettingsFields({ settings: s, val, errors: f }: SettingsFieldsProps) {
  const t = useTranslations("kindScreens.dialogueTriage.settings");
  return (
    <div className="sm:col-span-2">
      <TextareaField
        name="taskCategories"
        label={t("taskCategories")}
        rows={8}
        className="font-mono"
        defaultValue={val("taskCategories", s.taskCategories.join("\n"))}
        errors={f.taskCategories}
        hint={t("taskCategoriesHint")}
      />
    </div>
  );
}
