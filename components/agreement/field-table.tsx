import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { FieldsJson } from "@/lib/agreement/agreement-report-types";
import { fieldLabel, formatInterval, formatStat } from "./format";
import { KappaValue, OptionalKappa } from "./kappa-value";
import { Sym } from "./sym";
import { isErrorCodesField, isKappaField, isOrdinalField } from "./report-fields";

/**
 * One row per field of the report, as the JSON has them (a field added to the engine appears by
 * itself): kappa with its 95 % bootstrap interval, n, observed and expected agreement, AC1 and
 * PABAK, weighted kappas (with the quadratic one's interval) for ordinal fields.
 * Error codes show their macro kappa here and the per-code table elsewhere.
 */
export function FieldTable({
  fields,
  caption,
  codesNote = "per code in the Error codes table below",
}: {
  fields: FieldsJson;
  caption: string;
  codesNote?: string;
}) {
  const rows = Object.entries(fields).filter(([, f]) => isKappaField(f) || isErrorCodesField(f));
  return (
    <Table caption={caption} data-testid="field-table">
      <THead>
        <Th>Field</Th>
        <Th>
          Cohen&apos;s <Sym>κ</Sym>
        </Th>
        <Th
          className="text-right"
          title="95 % percentile bootstrap interval over items (1,000 seeded resamples)"
        >
          95 % CI
        </Th>
        <Th className="text-right">n</Th>
        <Th
          className="text-right"
          title="Observed agreement: share of items where both raters chose the same label"
        >
          <Sym>pₒ</Sym>
        </Th>
        <Th
          className="text-right"
          title="Expected agreement by chance, from each rater's label frequencies"
        >
          <Sym>pₑ</Sym>
        </Th>
        <Th
          className="text-right"
          title="Gwet's AC1: chance agreement that shrinks when one label dominates, so it stays high where kappa collapses"
        >
          AC1
        </Th>
        <Th
          className="text-right"
          title="Prevalence- and bias-adjusted kappa: (k·pₒ − 1)/(k − 1) over the k declared labels"
        >
          PABAK
        </Th>
        <Th className="text-right" title="Weighted kappa, linear weights (ordinal fields)">
          Lin. <Sym>κ</Sym>
        </Th>
        <Th className="text-right" title="Weighted kappa, quadratic weights (ordinal fields)">
          Quad. <Sym>κ</Sym>
        </Th>
      </THead>
      <TBody>
        {rows.map(([name, f]) => (
          <tr key={name} data-testid="field-row" data-field={name}>
            <Th scope="row" className="text-left font-medium whitespace-nowrap text-slate-900">
              {fieldLabel(name)}
              {isKappaField(f) && isOrdinalField(f) ? (
                <span className="ml-1.5 text-xs font-normal text-slate-500">ordinal</span>
              ) : null}
              {isErrorCodesField(f) ? (
                <span className="ml-1.5 text-xs font-normal text-slate-500">
                  macro mean over codes
                </span>
              ) : null}
            </Th>
            {isKappaField(f) ? (
              <>
                <Td>
                  <KappaValue stats={f} />
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums" data-testid="kappa-ci">
                  {formatInterval(f.ci95)}
                </Td>
                <Td className="text-right tabular-nums">{f.n}</Td>
                <Td className="text-right tabular-nums">{formatStat(f.observed)}</Td>
                <Td className="text-right tabular-nums">{formatStat(f.expected)}</Td>
                <Td className="text-right tabular-nums">{formatStat(f.ac1)}</Td>
                <Td className="text-right tabular-nums">{formatStat(f.pabak)}</Td>
                <Td className="text-right">
                  {isOrdinalField(f) ? (
                    <OptionalKappa value={f.kappa_linear} />
                  ) : (
                    <span className="text-xs text-slate-500">nominal</span>
                  )}
                </Td>
                <Td className="text-right">
                  {isOrdinalField(f) ? (
                    <>
                      <OptionalKappa value={f.kappa_quadratic} />
                      {f.ci95_quadratic ? (
                        <span className="block text-xs whitespace-nowrap text-slate-600 tabular-nums">
                          {formatInterval(f.ci95_quadratic)}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    <span className="text-xs text-slate-500">nominal</span>
                  )}
                </Td>
              </>
            ) : isErrorCodesField(f) ? (
              <>
                <Td>
                  {f.macro_kappa === null ? (
                    <span
                      data-testid="kappa-undefined"
                      className="text-slate-500 italic"
                      title="No code has a defined kappa yet"
                    >
                      undefined{" "}
                      <span className="block text-xs not-italic">
                        no code has a defined kappa yet
                      </span>
                    </span>
                  ) : (
                    <KappaValue
                      stats={{ n: 1, observed: null, expected: null, kappa: f.macro_kappa }}
                    />
                  )}
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums">
                  {formatInterval(f.macro_ci95)}
                </Td>
                <Td colSpan={6} className="text-xs text-slate-600">
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
