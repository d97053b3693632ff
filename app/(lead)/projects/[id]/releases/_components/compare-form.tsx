import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/form-fields";
import { buttonClass } from "@/components/ui/styles";
import type { ReleaseListEntry } from "@/lib/releases/release-dto";

/** A plain GET form to the diff page: works from the keyboard and without script. */
export function CompareForm({
  projectId,
  releaseId,
  others,
}: {
  projectId: number;
  releaseId: number;
  others: ReleaseListEntry[];
}) {
  const t = useTranslations("releases.compare");
  if (others.length === 0) return <p className="text-sm text-slate-600">{t("none")}</p>;
  return (
    <form
      method="get"
      action={`/projects/${projectId}/releases/${releaseId}/diff`}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="min-w-48 flex-1">
        <SelectField
          name="with"
          id="compare-with"
          label={t("release")}
          options={others.map((r) => ({ value: String(r.id), label: `${r.version} — ${r.title}` }))}
        />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {t("submit")}
      </button>
    </form>
  );
}
