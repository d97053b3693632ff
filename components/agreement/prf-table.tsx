import { useTranslations } from "next-intl";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { FieldsJson, PrfJson } from "@/lib/agreement/agreement-report-types";
import { fieldLabel } from "./format";
import { isFunctionalitiesField } from "./report-fields";
import { useStatFormat } from "./use-stat-format";

function Cells({ prf }: { prf: PrfJson }) {
  const f = useStatFormat();
  return (
    <>
      <Td className="text-right tabular-nums">{f.stat(prf.precision)}</Td>
      <Td className="text-right tabular-nums">{f.stat(prf.recall)}</Td>
      <Td className="text-right font-semibold tabular-nums" data-testid="f1">
        {f.stat(prf.f1)}
      </Td>
    </>
  );
}

/**
 * README functionalities: A's and B's lists matched one to one; precision = matched / B's list,
 * recall = matched / A's list (micro over all items; the macro row averages per item).
 */
export function FunctionalitiesTable({ fields, caption }: { fields: FieldsJson; caption: string }) {
  const t = useTranslations("agreement.prf");
  const rows = Object.entries(fields).filter((e) => isFunctionalitiesField(e[1]));
  if (rows.length === 0) return null;
  return (
    <Table caption={caption} data-testid="prf-table">
      <THead>
        <Th>{t("field")}</Th>
        <Th className="text-right">n</Th>
        <Th className="text-right">{t("matched")}</Th>
        <Th className="text-right">{t("precision")}</Th>
        <Th className="text-right">{t("recall")}</Th>
        <Th className="text-right">F1</Th>
      </THead>
      <TBody>
        {rows.flatMap(([name, f]) => {
          if (!isFunctionalitiesField(f)) return [];
          return [
            <tr key={name}>
              <Th scope="row" className="text-left font-medium text-slate-900">
                {t("micro", { field: fieldLabel(name) })}
              </Th>
              <Td className="text-right tabular-nums">{f.n}</Td>
              <Td className="text-right tabular-nums">
                {t("matchedOf", { matched: f.matched, a: f.size_a, b: f.size_b })}
              </Td>
              <Cells prf={f} />
            </tr>,
            <tr key={`${name}-macro`}>
              <Th scope="row" className="text-left font-normal text-slate-700">
                {t("macro", { field: fieldLabel(name) })}
              </Th>
              <Td />
              <Td />
              <Cells prf={f.macro} />
            </tr>,
          ];
        })}
      </TBody>
    </Table>
  );
}
