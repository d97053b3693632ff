import Form from "next/form";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import {
  agreementQueryString,
  hasFilters,
  type AgreementFilterValues,
} from "@/components/agreement/agreement-query";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { linkClass } from "@/components/ui/styles";
import type { AgreementFilterOptions } from "@/lib/agreement/data/get-agreement-dashboard";
import { languageName } from "@/lib/render/language-names";

/** Every unordered pair of annotators, as the API's `annotators=a,b` value. */
const pairOptions = (emails: readonly string[]) =>
  emails.flatMap((a, i) =>
    emails.slice(i + 1).map((b) => ({ value: `${a},${b}`, label: `${a} & ${b}` })),
  );

/**
 * A GET form: the filters live in the URL (the same names as the API's), so a filtered dashboard
 * can be linked, reloaded and downloaded as is.
 */
export function AgreementFilters({
  action,
  values,
  options,
  errors,
}: {
  action: string;
  values: AgreementFilterValues;
  options: AgreementFilterOptions;
  errors: Record<string, string[]> | null;
}) {
  const t = useTranslations("agreement.filters");
  const locale = useLocale();
  const pair = values.annotators.join(",");
  const pairs = pairOptions(options.annotators);
  // A pair typed into the URL that is not among the choices is still shown as selected.
  if (pair && !pairs.some((p) => p.value === pair))
    pairs.unshift({ value: pair, label: values.annotators.join(" & ") });
  return (
    <Form
      action={action}
      aria-label={t("label")}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="w-44">
        <SelectField
          name="language"
          id="filter-language"
          label={t("language")}
          errors={errors?.language}
          defaultValue={values.language}
          options={[
            { value: "", label: t("allLanguages") },
            ...options.languages.map((l) => ({
              value: l,
              label: `${l} — ${languageName(l, locale)}`,
            })),
          ]}
        />
      </div>
      {options.models.length > 0 ? (
        <div className="w-52">
          <SelectField
            name="model"
            id="filter-model"
            label={t("model")}
            errors={errors?.model}
            defaultValue={values.model}
            options={[
              { value: "", label: t("allModels") },
              ...options.models.map((m) => ({ value: m, label: m })),
            ]}
          />
        </div>
      ) : null}
      <div className="min-w-56 flex-1">
        <SelectField
          name="annotators"
          id="filter-annotators"
          label={t("pair")}
          errors={errors?.annotators}
          defaultValue={pair}
          options={[{ value: "", label: t("allPairs") }, ...pairs]}
        />
      </div>
      {options.guidelineVersions.length > 1 ? (
        <div className="w-40">
          <SelectField
            name="guideline_version"
            id="filter-guideline-version"
            label={t("guidelines")}
            errors={errors?.guideline_version}
            defaultValue={values.guideline_version}
            options={[
              { value: "", label: t("allVersions") },
              ...options.guidelineVersions.map((v) => ({ value: String(v), label: `v${v}` })),
            ]}
          />
        </div>
      ) : null}
      <div className="w-36">
        <TextField
          name="from"
          id="filter-from"
          label={t("from")}
          type="date"
          defaultValue={values.from}
          errors={errors?.from}
        />
      </div>
      <div className="w-36">
        <TextField
          name="to"
          id="filter-to"
          label={t("to")}
          type="date"
          defaultValue={values.to}
          errors={errors?.to}
        />
      </div>
      <Button type="submit" variant="secondary">
        {t("apply")}
      </Button>
      {hasFilters(values) || errors ? (
        <Link href={action} className={`${linkClass} py-2 text-sm`}>
          {t("clear")}
        </Link>
      ) : null}
      <p className="basis-full text-xs text-slate-500">
        {t("datesNote")} {agreementQueryString(values) ? t("filtered") : ""}
      </p>
    </Form>
  );
}
