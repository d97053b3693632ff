import { SelectField } from "@/components/ui/form-fields";
import type { SettingsFieldsProps } from "../kind-ui";

/** The QA pair's project setting: what one reject does. */
export function QaSettingsFields({ settings: s, val, errors: f }: SettingsFieldsProps) {
  return (
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
  );
}
