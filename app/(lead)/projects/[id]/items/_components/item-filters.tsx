import Form from "next/form";
import Link from "next/link";
import { statusLabels } from "@/components/items/status-badge";
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
  const languageOptions = [
    { value: "", label: "All languages" },
    ...facets.languages.map((l) => ({ value: l, label: `${l} — ${languageName(l)}` })),
  ];
  const statusOptions = [
    { value: "", label: "All statuses" },
    ...itemStatuses.map((s) => ({ value: s, label: statusLabels[s] })),
    { value: judgesOnly, label: "Judges only" },
  ];
  const modelOptions = [
    { value: "", label: "All models" },
    ...facets.models.map((m) => ({ value: m, label: m })),
  ];
  // Two members may share a name: then their user ids tell them apart.
  const isShared = (name: string) => facets.annotators.filter((a) => a.name === name).length > 1;
  const annotatorOptions = [
    { value: "", label: "Anyone" },
    ...facets.annotators.map((a) => ({
      value: String(a.id),
      label: isShared(a.name) ? `${a.name} (user ${a.id})` : a.name,
    })),
  ];
  const isFiltered = Object.values(values).some(Boolean);
  return (
    <Form
      action={action}
      aria-label="Filter items"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="w-64">
        <TextField
          name="q"
          id="filter-q"
          label="Search content or id"
          type="search"
          placeholder="Contains… (any script)"
          defaultValue={values.q}
        />
      </div>
      <div className="w-48">
        <SelectField
          name="language"
          id="filter-language"
          label="Language"
          options={languageOptions}
          defaultValue={values.language}
        />
      </div>
      <div className="w-44">
        <SelectField
          name="status"
          id="filter-status"
          label="Status"
          options={statusOptions}
          defaultValue={values.status}
        />
      </div>
      {facets.models.length > 0 ? (
        <div className="w-56">
          <SelectField
            name="model"
            id="filter-model"
            label="Model"
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
            label="Annotated by"
            options={annotatorOptions}
            defaultValue={values.annotator}
          />
        </div>
      ) : null}
      <Button type="submit" variant="secondary">
        Apply filters
      </Button>
      {isFiltered ? (
        <Link href={action} className={`${linkClass} py-2 text-sm`}>
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}
