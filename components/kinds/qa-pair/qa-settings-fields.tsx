import { SelectField } from "@/components/ui/form-fields";
import type { SettingsFieldsProps } from "../kind-ui";

/** The QA pair's project settings: what one reject does, and where its source dialogues are (SPEC §2). */
export function QaSettingsFields({ settings: s, val, errors: f, choices }: SettingsFieldsProps) {
  return (
    <>
      <SelectField
        name="qaRejectRule"
        label="When an annotator rejects a pair"
        defaultValue={val("qaRejectRule", s.qaRejectRule)}
        errors={f.qaRejectRule}
        options={[
          { value: "veto", label: "Reject the item (veto)" },
          { value: "adjudicate", label: "Send it to adjudication" },
        ]}
        hint="The source paper uses a veto: one reject ends the item."
      />
      <SelectField
        name="dialogueProjectId"
        label="Source dialogue project"
        defaultValue={val(
          "dialogueProjectId",
          s.dialogueProjectId === null ? "" : String(s.dialogueProjectId),
        )}
        errors={f.dialogueProjectId}
        options={[
          { value: "", label: "None" },
          ...choices.sourceProjects.map((p) => ({
            value: String(p.id),
            label: `${p.name} (#${p.id})`,
          })),
        ]}
        hint="A pair's dialogue_external_id is looked up in this project only; without one, an import line that names a dialogue is refused."
      />
    </>
  );
}
