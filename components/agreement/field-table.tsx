import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { FieldsJson } from "@/lib/agreement/agreement-report-types";
import { fieldLabel, formatStat } from "./format";
import { KappaValue, OptionalKappa } from "./kappa-value";
import { Sym } from "./sym";
import { isErrorCodesField, isKappaField, isOrdinalField } from "./report-fields";

/**
 * One row per field of the report, as the JSON has them (a field added to the engine appears by
 * itself): kappa with n, observed and expected agreement, weighted kappas for ordinal fields.
 * Error codes show their macro kappa here and the per-code table elsewhere.
 */
export function FieldTable({ fields, caption, codesNote = "per code in the Error codes table below" }: { fields: FieldsJson; caption: string; codesNote?: string }) {
  const rows = Object.entries(fields).filter(([, f]) => isKappaField(f) || isErrorCodesField(f));
  return (
    <Table caption={caption} data-testid="field-table">
      <THead>
        <Th>Field</Th>
        <Th>
          Cohen&apos;s <Sym>κ</Sym>
        </Th>
        <Th className="text-right">n</Th>
        <Th className="text-right" title="Share of items where both raters chose the same label">
          Observed <Sym>pₒ</Sym>
        </Th>
        <Th className="text-right" title="Agreement expected by chance from each rater's label frequencies">
          Expected <Sym>pₑ</Sym>
        </Th>
        <Th className="text-right" title="Weighted kappa, linear weights (ordinal fields)">
          Linear <Sym>κ</Sym>
        </Th>
        <Th className="text-right" title="Weighted kappa, quadratic weights (ordinal fields)">
          Quadratic <Sym>κ</Sym>
        </Th>
      </THead>
      <TBody>
        {rows.map(([name, f]) => (
          <tr key={name} data-testid="field-row" data-field={name}>
            <Th scope="row" className="text-left font-medium whitespace-nowrap text-slate-900">
              {fieldLabel(name)}
              {isKappaField(f) && isOrdinalField(f) ? <span className="ml-1.5 text-xs font-normal text-slate-500">ordinal</span> : null}
              {isErrorCodesField(f) ? <span className="ml-1.5 text-xs font-normal text-slate-500">macro mean over codes</span> : null}
            </Th>
            {isKappaField(f) ? (
              <>
                <Td>
                  <KappaValue stats={f} />
                </Td>
                <Td className="text-right tabular-nums">{f.n}</Td>
                <Td className="text-right tabular-nums">{formatStat(f.observed)}</Td>
                <Td className="text-right tabular-nums">{formatStat(f.expected)}</Td>
                <Td className="text-right">{isOrdinalField(f) ? <OptionalKappa value={f.kappa_linear} /> : <span className="text-xs text-slate-400">nominal</span>}</Td>
                <Td className="text-right">{isOrdinalField(f) ? <OptionalKappa value={f.kappa_quadratic} /> : <span className="text-xs text-slate-400">nominal</span>}</Td>
              </>
            ) : isErrorCodesField(f) ? (
              <>
                <Td>
                  {f.macro_kappa === null ? (
                    <span data-testid="kappa-undefined" className="text-slate-500 italic" title="No code has a defined kappa yet">
                      undefined <span className="block text-xs not-italic">no code has a defined kappa yet</span>
                    </span>
                  ) : (
                    <KappaValue stats={{ n: 1, observed: null, expected: null, kappa: f.macro_kappa }} />
                  )}
                </Td>
                <Td colSpan={5} className="text-xs text-slate-500">
                  {codesNote}
                </Td>
              </>
            ) : null}
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
