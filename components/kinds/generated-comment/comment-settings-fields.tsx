import { SelectField } from "@/components/ui/form-fields";
import type { SettingsFieldsProps } from "../kind-ui";

/** The generated comment's project settings: which fields must agree, and whether one file's comments are claimed together (decision 051). */
export function CommentSettingsFields({ settings: s, val, errors: f }: SettingsFieldsProps) {
  return (
    <>
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
      <SelectField
        name="claimGroup"
        label="Claim comments"
        defaultValue={val("claimGroup", s.claimGroup ?? "")}
        errors={f.claimGroup}
        options={[
          { value: "", label: "One at a time" },
          { value: "file_id", label: "All comments of one file together" },
        ]}
        hint="Together: an annotator takes every free comment of one code file at once. Not with random order."
      />
    </>
  );
}
