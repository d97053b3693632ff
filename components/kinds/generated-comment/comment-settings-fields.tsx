import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/form-fields";
import type { SettingsFieldsProps } from "../kind-ui";

/** The generated comment's project settings: which fields must agree, and whether one file's comments are claimed together (decision 051). */
export function CommentSettingsFields({ settings: s, val, errors: f }: SettingsFieldsProps) {
  const t = useTranslations("kindScreens.codeComment.settings");
  return (
    <>
      <SelectField
        name="commentAgreement"
        label={t("agreement")}
        defaultValue={val("commentAgreement", s.commentAgreement)}
        errors={f.commentAgreement}
        options={[
          { value: "accuracy_and_codes", label: t("accuracyAndCodes") },
          { value: "accuracy_only", label: t("accuracyOnly") },
        ]}
        hint={t("agreementHint")}
      />
      <SelectField
        name="claimGroup"
        label={t("claimGroup")}
        defaultValue={val("claimGroup", s.claimGroup ?? "")}
        errors={f.claimGroup}
        options={[
          { value: "", label: t("oneAtATime") },
          { value: "file_id", label: t("byFile") },
        ]}
        hint={t("claimGroupHint")}
      />
    </>
  );
}
