import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/form-fields";
import type { ProjectSettings } from "@/lib/projects/project-settings";

/** A setting that is off while blank: a share (0–1) or a whole count (from 1). */
type Field = { name: OptionalSetting; share: boolean };
type OptionalSetting =
  "checkRate" | "checkMin" | "checkPass" | "qualificationItems" | "qualificationPass";

/** Check items' settings (decision 025). */
export const checkFields: Field[] = [
  { name: "checkRate", share: true },
  { name: "checkMin", share: false },
  { name: "checkPass", share: true },
];

/** The qualification round's settings (decision 080). */
export const qualificationFields: Field[] = [
  { name: "qualificationItems", share: false },
  { name: "qualificationPass", share: true },
];

const text = (v: number | null) => (v === null ? "" : String(v));

/** Number settings of the project's forms that are off while blank; label and hint from `settings.fields`. */
export function OptionalNumberFields({
  fields,
  settings: s,
  val,
  errors: f,
}: {
  fields: Field[];
  settings: ProjectSettings;
  val: (key: string, saved: string) => string;
  errors: Record<string, string[] | undefined>;
}) {
  const t = useTranslations("settings.fields");
  return (
    <>
      {fields.map(({ name, share }) => (
        <TextField
          key={name}
          name={name}
          label={t(name)}
          type="number"
          min={share ? 0 : 1}
          max={share ? 1 : undefined}
          step={share ? "any" : 1}
          defaultValue={val(name, text(s[name]))}
          errors={f[name]}
          hint={t(`${name}Hint`)}
        />
      ))}
    </>
  );
}
