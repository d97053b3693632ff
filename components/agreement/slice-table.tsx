import { useTranslations } from "next-intl";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { FieldJson, SliceJson } from "@/lib/agreement/agreement-report-types";
import { fieldLabel } from "./format";
import { isErrorCodesField, isFunctionalitiesField, isKappaField } from "./report-fields";
import { useStatFormat } from "./use-stat-format";

/** One cell: the field's headline number with its interval, or "undefined". */
function Cell({ field }: { field: FieldJson | undefined }) {
  const t = useTranslations("agreement.undefined");
  const f = useStatFormat();
  if (field === undefined) return <span className="text-slate-500">—</span>;
  const value = isKappaField(field)
    ? field.kappa
    : isErrorCodesField(field)
      ? field.macro_kappa
      : isFunctionalitiesField(field)
        ? field.f1
        : null;
  if (value === null) return <span className="text-slate-600 italic">{t("word")}</span>;
  return (
    <span className="whitespace-nowrap tabular-nums">
      <span className="font-semibold text-slate-900">{f.stat(value)}</span>
      {isKappaField(field) && field.ci95 !== null ? (
        <span className="ml-1 text-xs text-slate-600">[{f.interval(field.ci95)}]</span>
      ) : null}
      {isErrorCodesField(field) && field.macro_ci95 ? (
        <span className="ml-1 text-xs text-slate-600">[{f.interval(field.macro_ci95)}]</span>
      ) : null}
    </span>
  );
}

/**
 * The fields side by side per language or per model (SPEC §4): a column per value, a row per
 * field; kappa with its 95 % interval, macro kappa (and its interval) for error codes, F1 for README functionalities.
 */
export function SliceTable({
  slices,
  caption,
  testId,
}: {
  slices: Record<string, SliceJson>;
  caption: string;
  testId: string;
}) {
  const t = useTranslations("agreement.slices");
  const f = useStatFormat();
  const values = Object.keys(slices);
  const names = [...new Set(values.flatMap((v) => Object.keys(slices[v].fields)))];
  const symbol = (f: FieldJson | undefined) =>
    f === undefined ? "" : isKappaField(f) ? "κ" : isErrorCodesField(f) ? "macro κ" : "F1";
  return (
    <Table caption={caption} data-testid={testId}>
      <THead>
        <Th>{t("field")}</Th>
        {values.map((v) => (
          <Th key={v} className="text-right">
            {v}
          </Th>
        ))}
      </THead>
      <TBody>
        <tr>
          <Th scope="row" className="text-left font-medium text-slate-900">
            {t("itemsCompared")}
          </Th>
          {values.map((v) => (
            <Td key={v} className="text-right tabular-nums">
              {f.count(slices[v].items_compared)}
            </Td>
          ))}
        </tr>
        {names.map((name) => (
          <tr key={name} data-testid="slice-row" data-field={name}>
            <Th scope="row" className="text-left font-medium whitespace-nowrap text-slate-900">
              {fieldLabel(name)}{" "}
              <span className="text-xs font-normal text-slate-600">
                {symbol(slices[values[0]].fields[name])}
              </span>
            </Th>
            {values.map((v) => (
              <Td key={v} className="text-right">
                <Cell field={slices[v].fields[name]} />
              </Td>
            ))}
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
