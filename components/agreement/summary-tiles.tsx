import type { ReactNode } from "react";
import type { AgreementReport, KappaJson } from "@/lib/agreement/agreement-report-types";
import { fieldLabel, formatInterval, formatStat } from "./format";
import { undefinedReason } from "./kappa-meaning";
import { prevalenceNote } from "./prevalence-note";
import { headline, isErrorCodesField, isKappaField, mainFieldName } from "./report-fields";

function Tile({
  label,
  value,
  note,
  testId,
  children,
}: {
  label: string;
  value: string;
  note?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
      {children}
    </div>
  );
}

/** Beside a kappa: its interval, observed agreement and AC1, why it is low if prevalence explains it, and the sample-size hint. */
function KappaFacts({ field }: { field: KappaJson }) {
  const note = prevalenceNote(field);
  const hint = field.items_for_half_width_0_1;
  return (
    <>
      <dd
        className="text-xs text-slate-700 tabular-nums"
        data-testid="main-kappa-facts"
        title={
          field.ci95 === null && field.kappa !== null
            ? "No interval: kappa is undefined in more than a tenth of the bootstrap resamples (too few items, or one label nearly always)"
            : undefined
        }
      >
        95 % CI {formatInterval(field.ci95)} · pₒ {formatStat(field.observed)} · AC1{" "}
        {formatStat(field.ac1)}
      </dd>
      {note ? (
        <dd className="mt-1 text-xs text-amber-900" data-testid="prevalence-note">
          {note}
        </dd>
      ) : null}
      {hint !== null && field.ci95 !== null && (field.ci95[1] - field.ci95[0]) / 2 > 0.1 ? (
        <dd className="mt-1 text-xs text-slate-600" data-testid="sample-size-hint">
          ≈ {hint.toLocaleString("en")} items for a CI of ±0.1
        </dd>
      ) : null}
    </>
  );
}

/** The headline numbers: items compared, the main field, macro kappa over codes, alpha. */
export function SummaryTiles({ report }: { report: AgreementReport }) {
  const main = mainFieldName(report.fields);
  const mainField = main ? report.fields[main] : undefined;
  const head = mainField ? headline(mainField) : null;
  const codes = Object.values(report.fields).find(isErrorCodesField);
  const alpha = main ? report.alpha[main] : undefined;
  const kappaField = mainField && isKappaField(mainField) ? mainField : null;
  const why = kappaField ? undefinedReason(kappaField) : null;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Summary">
      <Tile
        label="Items compared"
        value={report.items_compared.toLocaleString("en")}
        note="items with two submitted annotations"
        testId="items-compared"
      />
      {main && head ? (
        <Tile
          label={`${fieldLabel(main)} ${head.symbol}`}
          value={head.value === null ? "undefined" : formatStat(head.value)}
          note={kappaField && prevalenceNote(kappaField) ? undefined : (why ?? "main field")}
          testId="main-kappa"
        >
          {kappaField ? <KappaFacts field={kappaField} /> : null}
        </Tile>
      ) : null}
      {codes ? (
        <Tile
          label="Error codes, macro κ"
          value={codes.macro_kappa === null ? "undefined" : formatStat(codes.macro_kappa)}
          note="mean over codes with a defined κ"
        >
          {codes.macro_ci95 !== undefined ? (
            <dd className="text-xs text-slate-700 tabular-nums">
              95 % CI {formatInterval(codes.macro_ci95)}
            </dd>
          ) : null}
        </Tile>
      ) : null}
      {alpha ? (
        <Tile
          label={`${fieldLabel(main!)} α`}
          value={alpha.nominal === null ? "undefined" : formatStat(alpha.ordinal ?? alpha.nominal)}
          note={alpha.ordinal !== undefined ? "Krippendorff, ordinal" : "Krippendorff, nominal"}
        >
          <dd className="text-xs text-slate-700 tabular-nums">
            95 % CI{" "}
            {formatInterval(alpha.ordinal !== undefined ? alpha.ordinal_ci95 : alpha.nominal_ci95)}
          </dd>
        </Tile>
      ) : null}
    </dl>
  );
}
