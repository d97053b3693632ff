import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { AgreementReport, KappaJson } from "@/lib/agreement/agreement-report-types";
import { fieldLabel } from "./format";
import { undefinedReason } from "./kappa-meaning";
import { prevalenceNote } from "./prevalence-note";
import { headline, isErrorCodesField, isKappaField, mainFieldName } from "./report-fields";
import { useStatFormat } from "./use-stat-format";

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
  const t = useTranslations("agreement.summary");
  const f = useStatFormat();
  const note = prevalenceNote(field);
  const hint = field.items_for_half_width_0_1;
  return (
    <>
      <dd
        className="text-xs text-slate-700 tabular-nums"
        data-testid="main-kappa-facts"
        title={field.ci95 === null && field.kappa !== null ? t("noInterval") : undefined}
      >
        {t("facts", {
          ci: f.interval(field.ci95),
          observed: f.stat(field.observed),
          ac1: f.stat(field.ac1),
        })}
      </dd>
      {note ? (
        <dd className="mt-1 text-xs text-amber-900" data-testid="prevalence-note">
          {t("prevalence", {
            kappa: note.kappa,
            percent: note.percent,
            label: note.label,
            withAc1: note.ac1 === null ? "no" : "yes",
            ac1: f.stat(note.ac1),
          })}
        </dd>
      ) : null}
      {hint !== null && field.ci95 !== null && (field.ci95[1] - field.ci95[0]) / 2 > 0.1 ? (
        <dd className="mt-1 text-xs text-slate-600" data-testid="sample-size-hint">
          {t("sampleSize", { count: hint, width: f.decimals("0.1") })}
        </dd>
      ) : null}
    </>
  );
}

/** The headline numbers: items compared, the main field, macro kappa over codes, alpha. */
export function SummaryTiles({ report }: { report: AgreementReport }) {
  const t = useTranslations("agreement");
  const f = useStatFormat();
  const main = mainFieldName(report.fields);
  const mainField = main ? report.fields[main] : undefined;
  const head = mainField ? headline(mainField) : null;
  const codes = Object.values(report.fields).find(isErrorCodesField);
  const alpha = main ? report.alpha[main] : undefined;
  const kappaField = mainField && isKappaField(mainField) ? mainField : null;
  const why = kappaField ? undefinedReason(kappaField) : null;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t("summary.label")}>
      <Tile
        label={t("summary.itemsCompared")}
        value={f.count(report.items_compared)}
        note={t("summary.itemsComparedNote")}
        testId="items-compared"
      />
      {main && head ? (
        <Tile
          label={`${fieldLabel(main)} ${head.symbol}`}
          value={head.value === null ? t("undefined.word") : f.stat(head.value)}
          note={
            kappaField && prevalenceNote(kappaField)
              ? undefined
              : why
                ? t(`undefined.full.${why}`)
                : t("summary.mainField")
          }
          testId="main-kappa"
        >
          {kappaField ? <KappaFacts field={kappaField} /> : null}
        </Tile>
      ) : null}
      {codes ? (
        <Tile
          label={t("summary.codesMacro")}
          value={codes.macro_kappa === null ? t("undefined.word") : f.stat(codes.macro_kappa)}
          note={t("summary.codesMacroNote")}
        >
          {codes.macro_ci95 !== undefined ? (
            <dd className="text-xs text-slate-700 tabular-nums">
              {t("summary.ci", { ci: f.interval(codes.macro_ci95) })}
            </dd>
          ) : null}
        </Tile>
      ) : null}
      {alpha ? (
        <Tile
          label={`${fieldLabel(main!)} α`}
          value={
            alpha.nominal === null ? t("undefined.word") : f.stat(alpha.ordinal ?? alpha.nominal)
          }
          note={alpha.ordinal !== undefined ? t("summary.alphaOrdinal") : t("summary.alphaNominal")}
        >
          <dd className="text-xs text-slate-700 tabular-nums">
            {t("summary.ci", {
              ci: f.interval(alpha.ordinal !== undefined ? alpha.ordinal_ci95 : alpha.nominal_ci95),
            })}
          </dd>
        </Tile>
      ) : null}
    </dl>
  );
}
