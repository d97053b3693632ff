import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { FieldsJson, PrfJson } from "@/lib/agreement/agreement-report-types";
import { fieldLabel, formatStat } from "./format";
import { isFunctionalitiesField } from "./report-fields";

const Cells = ({ prf }: { prf: PrfJson }) => (
  <>
    <Td className="text-right tabular-nums">{formatStat(prf.precision)}</Td>
    <Td className="text-right tabular-nums">{formatStat(prf.recall)}</Td>
    <Td className="text-right font-semibold tabular-nums" data-testid="f1">
      {formatStat(prf.f1)}
    </Td>
  </>
);

/**
 * README functionalities: A's and B's lists matched one to one; precision = matched / B's list,
 * recall = matched / A's list (micro over all items; the macro row averages per item).
 */
export function FunctionalitiesTable({ fields, caption }: { fields: FieldsJson; caption: string }) {
  const rows = Object.entries(fields).filter((e) => isFunctionalitiesField(e[1]));
  if (rows.length === 0) return null;
  return (
    <Table caption={caption} data-testid="prf-table">
      <THead>
        <Th>Field</Th>
        <Th className="text-right">n</Th>
        <Th className="text-right">Matched</Th>
        <Th className="text-right">Precision</Th>
        <Th className="text-right">Recall</Th>
        <Th className="text-right">F1</Th>
      </THead>
      <TBody>
        {rows.flatMap(([name, f]) => {
          if (!isFunctionalitiesField(f)) return [];
          return [
            <tr key={name}>
              <Th scope="row" className="text-left font-medium text-slate-900">
                {fieldLabel(name)} (micro)
              </Th>
              <Td className="text-right tabular-nums">{f.n}</Td>
              <Td className="text-right tabular-nums">
                {f.matched} of {f.size_a} / {f.size_b}
              </Td>
              <Cells prf={f} />
            </tr>,
            <tr key={`${name}-macro`}>
              <Th scope="row" className="text-left font-normal text-slate-700">
                {fieldLabel(name)} (macro, per item)
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
