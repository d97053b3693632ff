import type { AgreementReport } from "@/lib/agreement/agreement-report-types";
import { fieldLabel, formatStat } from "./format";
import { undefinedReason } from "./kappa-meaning";
import { headline, isErrorCodesField, isKappaField, mainFieldName } from "./report-fields";

function Tile({ label, value, note, testId }: { label: string; value: string; note?: string; testId?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="text-xs text-slate-500">{note}</dd> : null}
    </div>
  );
}

/** The headline numbers: items compared, the main field, macro kappa over codes, alpha. */
export function SummaryTiles({ report }: { report: AgreementReport }) {
  const main = mainFieldName(report.fields);
  const mainField = main ? report.fields[main] : undefined;
  const head = mainField ? headline(mainField) : null;
  const codes = Object.values(report.fields).find(isErrorCodesField);
  const alpha = main ? report.alpha[main] : undefined;
  const why = mainField && isKappaField(mainField) ? undefinedReason(mainField) : null;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Summary">
      <Tile label="Items compared" value={report.items_compared.toLocaleString("en")} note="items with two submitted annotations" testId="items-compared" />
      {main && head ? (
        <Tile label={`${fieldLabel(main)} ${head.symbol}`} value={head.value === null ? "undefined" : formatStat(head.value)} note={why ?? "main field"} testId="main-kappa" />
      ) : null}
      {codes ? (
        <Tile label="Error codes, macro κ" value={codes.macro_kappa === null ? "undefined" : formatStat(codes.macro_kappa)} note="mean over codes with a defined κ" />
      ) : null}
      {alpha ? (
        <Tile
          label={`${fieldLabel(main!)} α`}
          value={alpha.nominal === null ? "undefined" : formatStat(alpha.ordinal ?? alpha.nominal)}
          note={alpha.ordinal !== undefined ? "Krippendorff, ordinal" : "Krippendorff, nominal"}
        />
      ) : null}
    </dl>
  );
}
