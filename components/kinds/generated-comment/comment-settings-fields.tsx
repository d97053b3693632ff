import { SelectField } from "@/components/ui/form-fields";
import type { SettingsFieldsProps } from "../kind-ui";

/** The generated comment's project setting: which fields must agree. */
export function CommentSettingsFields({ settings: s, val, errors: f }: SettingsFieldsProps) {
  return (
    <SelectField
      name="commentAgreement"
      label="Annotators agree on"
      defaultValue={val("commentAgreement", s.commentAgreement)}
      errors={f.commentAgreement}
      options={[
        { value: "accuracy_and_codes", label: "Accuracy label and error codes" },
        { value: "accuracy_only", label: "Accuracy label only" },
      ]}
      hint="Which fields must be equal for an item to be agreed without adjudication."
    />
  );
}
