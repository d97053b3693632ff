import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { AlphaJson } from "@/lib/agreement/agreement-report-types";
import { fieldLabel } from "./format";
import { OptionalKappa } from "./kappa-value";
import { Sym } from "./sym";

/** Krippendorff's alpha per categorical field, over every annotation of every compared item. */
export function AlphaTable({ alpha }: { alpha: Record<string, AlphaJson> }) {
  const rows = Object.entries(alpha);
  if (rows.length === 0)
    return (
      <p className="text-sm text-slate-600">
        This kind has no single-choice field, so there is no alpha.
      </p>
    );
  return (
    <Table caption="Krippendorff's alpha" data-testid="alpha-table">
      <THead>
        <Th>Field</Th>
        <Th className="text-right">
          Nominal <Sym>α</Sym>
        </Th>
        <Th className="text-right">
          Ordinal <Sym>α</Sym>
        </Th>
      </THead>
      <TBody>
        {rows.map(([name, a]) => (
          <tr key={name}>
            <Th scope="row" className="text-left font-medium text-slate-900">
              {fieldLabel(name)}
            </Th>
            <Td className="text-right">
              <OptionalKappa value={a.nominal} />
            </Td>
            <Td className="text-right">
              {a.ordinal === undefined ? (
                <span className="text-xs text-slate-500">nominal field</span>
              ) : (
                <OptionalKappa value={a.ordinal} />
              )}
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
