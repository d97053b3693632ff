import { useTranslations } from "next-intl";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { Ci95Json, FieldJson } from "@/lib/agreement/agreement-report-types";
import type { ReleaseDto } from "@/lib/releases/release-dto";

/** A field's headline figure: kappa, macro kappa over error codes, or F1 of matched functionalities. */
function headline(field: FieldJson): { measure: string; value: number | null; ci95: Ci95Json } {
  if ("kappa" in field) return { measure: "Cohen's κ", value: field.kappa, ci95: field.ci95 };
  if ("macro_kappa" in field)
    return { measure: "macro κ", value: field.macro_kappa, ci95: field.macro_ci95 ?? null };
  return { measure: "F1", value: field.f1, ci95: null };
}

const fixed = (v: number | null) => (v === null ? "—" : v.toFixed(3));

export function AgreementSummary({ agreement }: { agreement: ReleaseDto["agreement"] }) {
  const t = useTranslations("releases.agreement");
  const fields = Object.entries(agreement.fields ?? {});
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">
        {t("compared", { count: agreement.itemsCompared ?? 0 })}
      </p>
      {fields.length === 0 ? null : (
        <Table caption={t("caption")}>
          <THead>
            <Th>{t("field")}</Th>
            <Th>{t("measure")}</Th>
            <Th className="text-right">{t("value")}</Th>
            <Th>{t("ci")}</Th>
          </THead>
          <TBody>
            {fields.map(([name, field]) => {
              const h = headline(field);
              return (
                <tr key={name}>
                  <Td>{name}</Td>
                  <Td>{h.measure}</Td>
                  <Td className="text-right tabular-nums">{fixed(h.value)}</Td>
                  <Td className="tabular-nums">
                    {h.ci95 ? `${fixed(h.ci95[0])} – ${fixed(h.ci95[1])}` : "—"}
                  </Td>
                </tr>
              );
            })}
          </TBody>
        </Table>
      )}
    </>
  );
}
