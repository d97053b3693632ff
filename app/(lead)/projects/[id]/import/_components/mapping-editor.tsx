import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/styles";
import { dataValue } from "@/lib/validation/data-record";
import type { ImportChoice } from "./import-choice";

/**
 * The column mapping of a tabular file (source column → item field), the constant fields (every
 * format, JSONL too) and the id prefix. A column left "automatic" is read as the preset says, else
 * as the field of its name, else kept in the item's `meta` (lib/items/import/sources/map-row.ts).
 */
export function MappingEditor({
  columns,
  isTabular,
  fields,
  choice,
  onChange,
  disabled,
}: {
  columns: string[] | null;
  /** CSV, TSV and Parquet have columns; JSON Lines have fields. */
  isTabular: boolean;
  fields: string[];
  choice: ImportChoice;
  onChange: (next: ImportChoice) => void;
  disabled: boolean;
}) {
  const t = useTranslations("importPage.mapping");
  const setRow = (i: number, row: [string, string]) =>
    onChange({ ...choice, set: choice.set.map((r, j) => (j === i ? row : r)) });
  return (
    <fieldset className="space-y-4" disabled={disabled} data-testid="mapping-editor">
      <legend className="text-base font-semibold text-slate-900">
        {t(isTabular ? "mapping" : "fields")}
      </legend>
      <p className="text-sm text-slate-600">{t(isTabular ? "tabularHelp" : "jsonlHelp")}</p>
      {isTabular && columns && columns.length > 0 ? (
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-center gap-x-3 gap-y-2 text-sm">
          <span className="font-medium text-slate-700">{t("column")}</span>
          <span className="font-medium text-slate-700">{t("itemField")}</span>
          {columns.map((column, i) => (
            <div key={column} className="contents">
              <label htmlFor={`map-${i}`} className="font-mono break-all text-slate-900">
                {column}
              </label>
              <select
                id={`map-${i}`}
                className={controlClass}
                value={dataValue(choice.map, column) ?? ""}
                onChange={(e) =>
                  onChange({ ...choice, map: { ...choice.map, [column]: e.target.value } })
                }
              >
                <option value="">{t("automatic")}</option>
                {fields.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      ) : isTabular ? (
        <p className="text-sm text-slate-700">{t(columns ? "noColumns" : "previewFirst")}</p>
      ) : null}
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-700">{t("constants")}</p>
        {choice.set.map(([field, value], i) => (
          <div key={i} className="flex flex-wrap items-end gap-2">
            <label className="text-sm text-slate-700">
              <span aria-hidden="true">{t("field")}</span>
              <select
                aria-label={t("constantField", { n: i + 1 })}
                className={`${controlClass} mt-1 block`}
                value={field}
                onChange={(e) => setRow(i, [e.target.value, value])}
              >
                <option value="">{t("choose")}</option>
                {fields.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm text-slate-700">
              <span aria-hidden="true">{t("value")}</span>
              <input
                aria-label={t("constantValue", { n: i + 1 })}
                className={`${controlClass} mt-1 block`}
                value={value}
                onChange={(e) => setRow(i, [field, e.target.value])}
              />
            </label>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ ...choice, set: choice.set.filter((_, j) => j !== i) })}
            >
              {t("remove")}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange({ ...choice, set: [...choice.set, ["", ""]] })}
        >
          {t("add")}
        </Button>
      </div>
      {isTabular ? (
        <label className="block text-sm text-slate-700">
          {t.rich("idPrefix", { code: (c) => <span className="font-mono">{c}</span> })}
          <input
            className={`${controlClass} mt-1 block w-64`}
            value={choice.idPrefix}
            onChange={(e) => onChange({ ...choice, idPrefix: e.target.value })}
          />
        </label>
      ) : null}
    </fieldset>
  );
}
