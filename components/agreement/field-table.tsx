import { useTranslations } from "next-intl";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { FieldsJson } from "@/lib/agreement/agreement-report-types";
import { fieldLabel } from "./format";
import { KappaValue, OptionalKappa } from "./kappa-value";
import { Sym } from "./sym";
import { isErrorCodesField, isKappaField, isOrdinalField } from "./report-fields";
import { useStatFormat } from "./use-stat-format";

/**
 * One row per field of the report, as the JSON has them (a field added to the engine appears by
 * itself): kappa with its 95 % bootstrap interval, n, observed and expected agreement, AC1 and
 * PABAK, weighted kappas (with the quadratic one's interval) for ordinal fields.
 * Error codes show their macro kappa here and the per-code table elsewhere.
 */
export function FieldTable({
  fields,
  caption,
  codesNote = "below",
}: {
  fields: FieldsJson;
  caption: string;
  /** Where the per-code figures are: a key of `agreement.fieldTable.codesNote`. */
  codesNote?: "below" | "machine" | "pair";
}) {
  const t = useTranslations("agreement");
  const fmt = useStatFormat();
  const rows = Object.entries(fields).filter(([, f]) => isKappaField(f) || isErrorCodesField(f));
  return (
    <Table caption={caption} data-testid="field-table">
      <THead>
        <Th>{t("fieldTable.field")}</Th>
        <Th>{t.rich("fieldTable.cohen", { sym: (c) => <Sym>{c}</Sym> })}</Th>
        <Th className="text-right" title={t("fieldTable.ciTitle")}>
          {t("fieldTable.ci")}
        </Th>
        <Th className="text-right">n</Th>
        <Th className="text-right" title={t("fieldTable.observedTitle")}>
          <Sym>pₒ</Sym>
        </Th>
        <Th className="text-right" title={t("fieldTable.expectedTitle")}>
          <Sym>pₑ</Sym>
        </Th>
        <Th className="text-right" title={t("fieldTable.ac1Title")}>
          AC1
        </Th>
        <Th className="text-right" title={t("fieldTable.pabakTitle")}>
          PABAK
        </Th>
        <Th className="text-right" title={t("fieldTable.linearTitle")}>
          {t.rich("fieldTable.linear", { sym: (c) => <Sym>{c}</Sym> })}
        </Th>
        <Th className="text-right" title={t("fieldTable.quadraticTitle")}>
          {t.rich("fieldTable.quadratic", { sym: (c) => <Sym>{c}</Sym> })}
        </Th>
      </THead>
      <TBody>
        {rows.map(([name, f]) => (
          <tr key={name} data-testid="field-row" data-field={name}>
            <Th scope="row" className="text-left font-medium whitespace-nowrap text-slate-900">
              {fieldLabel(name)}
              {isKappaField(f) && isOrdinalField(f) ? (
                <span className="ml-1.5 text-xs font-normal text-slate-500">
                  {t("fieldTable.ordinal")}
                </span>
              ) : null}
              {isErrorCodesField(f) ? (
                <span className="ml-1.5 text-xs font-normal text-slate-500">
                  {t("fieldTable.macroMean")}
                </span>
              ) : null}
            </Th>
            {isKappaField(f) ? (
              <>
                <Td>
                  <KappaValue stats={f} />
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums" data-testid="kappa-ci">
                  {fmt.interval(f.ci95)}
                </Td>
                <Td className="text-right tabular-nums">{f.n}</Td>
                <Td className="text-right tabular-nums">{fmt.stat(f.observed)}</Td>
                <Td className="text-right tabular-nums">{fmt.stat(f.expected)}</Td>
                <Td className="text-right tabular-nums">{fmt.stat(f.ac1)}</Td>
                <Td className="text-right tabular-nums">{fmt.stat(f.pabak)}</Td>
                <Td className="text-right">
                  {isOrdinalField(f) ? (
                    <OptionalKappa value={f.kappa_linear} />
                  ) : (
                    <span className="text-xs text-slate-500">{t("fieldTable.nominal")}</span>
                  )}
                </Td>
                <Td className="text-right">
                  {isOrdinalField(f) ? (
                    <>
                      <OptionalKappa value={f.kappa_quadratic} />
                      {f.ci95_quadratic ? (
                        <span className="block text-xs whitespace-nowrap text-slate-600 tabular-nums">
                          {fmt.interval(f.ci95_quadratic)}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    <span className="text-xs text-slate-500">{t("fieldTable.nominal")}</span>
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
                      title={t("fieldTable.noCodeKappaTitle")}
                    >
                      {t("undefined.word")}{" "}
                      <span className="block text-xs not-italic">
                        {t("fieldTable.noCodeKappa")}
                      </span>
                    </span>
                  ) : (
                    <KappaValue
                      stats={{ n: 1, observed: null, expected: null, kappa: f.macro_kappa }}
                    />
                  )}
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums">
                  {fmt.interval(f.macro_ci95)}
                </Td>
                <Td colSpan={6} className="text-xs text-slate-600">
                  {t(`fieldTable.codesNote.${codesNote}`)}
                </Td>
              </>
            ) : null}
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
