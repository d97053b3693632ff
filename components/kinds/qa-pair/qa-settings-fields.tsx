import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/form-fields";
import type { SettingsFieldsProps } from "../kind-ui";

/** The QA pair's project settings: what one reject does, and where its source dialogues are (SPEC §2). */
export function QaSettingsFields({ settings: s, val, errors: f, choices }: SettingsFieldsProps) {
  const t = useTranslations("kindScreens.qaPair.settings");
  return (
    <>
      <SelectField
        name="qaRejectRule"
        label={t("rejectRule")}
        defaultValue={val("qaRejectRule", s.qaRejectRule)}
        errors={f.qaRejectRule}
        options={[
          { value: "veto", label: t("veto") },
          { value: "adjudicate", label: t("adjudicate") },
        ]}
        hint={t("rejectRuleHint")}
      />
      <SelectField
        name="dialogueProjectId"
        label={t("dialogueProject")}
        defaultValue={val(
          "dialogueProjectId",
          s.dialogueProjectId === null ? "" : String(s.dialogueProjectId),
        )}
        errors={f.dialogueProjectId}
        options={[
          { value: "", label: t("none") },
          ...choices.sourceProjects.map((p) => ({
            value: String(p.id),
            label: `${p.name} (#${p.id})`,
          })),
        ]}
        hint={t("dialogueProjectHint")}
      />
    </>
  );
}
