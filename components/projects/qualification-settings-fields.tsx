import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/form-fields";
import type { ProjectSettings } from "@/lib/projects/project-settings";

const text = (v: number | null) => (v === null ? "" : String(v));

/** The qualification round's settings on the project's settings form (decision 080): blank is off. */
export function QualificationSettingsFields({
  settings: s,
  val,
  errors: f,
}: {
  settings: ProjectSettings;
  val: (key: string, saved: string) => string;
  errors: Record<string, string[] | undefined>;
}) {
  const t = useTranslations("settings.qualification");
  return (
    <>
      <TextField
        name="qualificationItems"
        label={t("items")}
        type="number"
        min={1}
        step={1}
        defaultValue={val("qualificationItems", text(s.qualificationItems))}
        errors={f.qualificationItems}
        hint={t("itemsHint")}
      />
      <TextField
        name="qualificationPass"
        label={t("pass")}
        type="number"
        min={0}
        max={1}
        step="any"
        defaultValue={val("qualificationPass", text(s.qualificationPass))}
        errors={f.qualificationPass}
        hint={t("passHint")}
      />
    </>
  );
}
