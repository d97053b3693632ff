import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/form-fields";
import type { ProjectSettings } from "@/lib/projects/project-settings";

const text = (v: number | null) => (v === null ? "" : String(v));

/** Check items' settings on the project's settings form (decision 025): blank is off. */
export function CheckSettingsFields({
  settings: s,
  val,
  errors: f,
}: {
  settings: ProjectSettings;
  val: (key: string, saved: string) => string;
  errors: Record<string, string[] | undefined>;
}) {
  const t = useTranslations("settings.fields");
  return (
    <>
      <TextField
        name="checkRate"
        label={t("checkRate")}
        type="number"
        min={0}
        max={1}
        step="any"
        defaultValue={val("checkRate", text(s.checkRate))}
        errors={f.checkRate}
        hint={t("checkRateHint")}
      />
      <TextField
        name="checkMin"
        label={t("checkMin")}
        type="number"
        min={1}
        step={1}
        defaultValue={val("checkMin", text(s.checkMin))}
        errors={f.checkMin}
        hint={t("checkMinHint")}
      />
      <TextField
        name="checkPass"
        label={t("checkPass")}
        type="number"
        min={0}
        max={1}
        step="any"
        defaultValue={val("checkPass", text(s.checkPass))}
        errors={f.checkPass}
        hint={t("checkPassHint")}
      />
    </>
  );
}
