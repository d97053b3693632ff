import Form from "next/form";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { linkClass } from "@/components/ui/styles";
import type { ItemPage } from "@/lib/items/list-items";
import { itemStatuses, judgesOnly } from "@/lib/items/item-kinds";
import { languageName } from "@/lib/render/language-names";

export type ItemFilterValues = {
  language: string;
  status: string;
  model: string;
  annotator: string;
  q: string;
};

/** A GET form: the filters live in the query string, so a filtered list can be linked and reloaded. */
export function ItemFilters({
  action,
  values,
  facets,
}: {
  action: string;
  values: ItemFilterValues;
  facets: ItemPage["facets"];
}) {
  const t = useTranslations("items.filters");
  const locale = useLocale();
  const common = useTranslations("common");
  const statusName = (s: (typeof itemStatuses)[number]) => common(`statuses.${s}`);
  const languageOptions = [
    { value: "", label: t("allLanguages") },
    ...facets.languages.map((l) => ({ value: l, label: `${l} — ${languageName(l, locale)}` })),
  ];
  const statusOptions = [
    { value: "", label: t("allStatuses") },
    ...itemStatuses.map((s) => ({ value: s, label: statusName(s) })),
    { value: judgesOnly, label: t("judgesOnly") },
  ];
  const modelOptions = [
    { value: "", label: t("allModels") },
    ...facets.models.map((m) => ({ value: m, label: m })),
  ];
  // Two members may share a name: then their user ids tell them apart.
  const isShared = (name: string) => facets.annotators.filter((a) => a.name === name).length > 1;
  const annotatorOptions = [
    { value: "", label: t("anyone") },
    ...facets.annotators.map((a) => ({
      value: String(a.id),
      label: isShared(a.name) ? t("sharedName", { name: a.name, id: a.id }) : a.name,
    })),
  ];
  const isFiltered = Object.values(values).some(Boolean);
  return (
    <Form
      action={action}
      aria-label={t("label")}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="w-64">
        <TextField
          name="q"
          id="filter-q"
          label={t("search")}
          type="search"
          placeholder={t("searchPlaceholder")}
          defaultValue={values.q}
        />
      </div>
      <div className="w-48">
        <SelectField
          name="language"
          id="filter-language"
          label={t("language")}
          options={languageOptions}
          defaultValue={values.language}
        />
      </div>
      <div className="w-44">
        <SelectField
          name="status"
          id="filter-status"
          label={t("status")}
          options={statusOptions}
          defaultValue={values.status}
        />
      </div>
      {facets.models.length > 0 ? (
        <div className="w-56">
          <SelectField
            name="model"
            id="filter-model"
            label={t("model")}
            options={modelOptions}
            defaultValue={values.model}
          />
        </div>
      ) : null}
      {facets.annotators.length > 0 ? (
        <div className="w-44">
          <SelectField
            name="annotator"
            id="filter-annotator"
            label={t("annotatedBy")}
            options={annotatorOptions}
            defaultValue={values.annotator}
          />
        </div>
      ) : null}
      <Button type="submit" variant="secondary">
        {t("apply")}
      </Button>
      {isFiltered ? (
        <Link href={action} className={`${linkClass} py-2 text-sm`}>
          {t("clear")}
        </Link>
      ) : null}
    </Form>
  );
}
