import { TextareaField } from "@/components/ui/form-fields";
import type { SettingsFieldsProps } from "../kind-ui";

/** The dialogue's project setting: the task categories annotators choose from. */
export function DialogueSettingsFields({ settings: s, val, errors: f }: SettingsFieldsProps) {
  return (
    <div className="sm:col-span-2">
      <TextareaField
        name="taskCategories"
        label="Task categories"
        rows={8}
        className="font-mono"
        defaultValue={val("taskCategories", s.taskCategories.join("\n"))}
        errors={f.taskCategories}
        hint="One per line, 2 to 40. Annotators pick one for each dialogue."
      />
    </div>
  );
}
