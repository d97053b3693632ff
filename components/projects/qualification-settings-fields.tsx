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
  return (
    <>
      <TextField
        name="qualificationItems"
        label="Qualification items"
        type="number"
        min={1}
        step={1}
        defaultValue={val("qualificationItems", text(s.qualificationItems))}
        errors={f.qualificationItems}
        hint="Training items a new annotator answers before real work; blank: no qualification round. Mark training items on the items list first. Members already in the project keep working."
      />
      <TextField
        name="qualificationPass"
        label="Qualification pass mark"
        type="number"
        min={0}
        max={1}
        step="any"
        defaultValue={val("qualificationPass", text(s.qualificationPass))}
        errors={f.qualificationPass}
        hint="Share of training answers that must equal the gold (0–1) to qualify."
      />
    </>
  );
}
