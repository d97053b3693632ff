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
  return (
    <>
      <TextField
        name="checkRate"
        label="Check item rate"
        type="number"
        min={0}
        max={1}
        step="any"
        defaultValue={val("checkRate", text(s.checkRate))}
        errors={f.checkRate}
        hint="Share of each annotator's claims served as check items (e.g. 0.05); blank: off. Mark check items on the items list or a gold item's page."
      />
      <TextField
        name="checkMin"
        label="Pause after (checks)"
        type="number"
        min={1}
        step={1}
        defaultValue={val("checkMin", text(s.checkMin))}
        errors={f.checkMin}
        hint="With a pass mark: the number of recent checks that decide a pause; blank: never pause."
      />
      <TextField
        name="checkPass"
        label="Check pass mark"
        type="number"
        min={0}
        max={1}
        step="any"
        defaultValue={val("checkPass", text(s.checkPass))}
        errors={f.checkPass}
        hint="An annotator whose recent checks average below it (0–1) is paused until a lead resumes them."
      />
    </>
  );
}
