import { useTranslations } from "next-intl";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { AlphaJson } from "@/lib/agreement/agreement-report-types";
import { fieldLabel } from "./format";
import { OptionalKappa } from "./kappa-value";
import { Sym } from "./sym";

/** Krippendorff's alpha per categorical field, over every annotation of every compared item. */
export function AlphaTable({ alpha }: { alpha: Record<string, AlphaJson> }) {
  const t = useTranslations("agreement.alpha");
  const rows = Object.entries(alpha);
  if (rows.length === 0) return <p className="text-sm text-slate-600">{t("none")}</p>;
  return (
    <Table caption={t("caption")} data-testid="alpha-table">
      <THead>
        <Th>{t("field")}</Th>
        <Th className="text-right">
          {t("nominal")} <Sym>α</Sym>
        </Th>
        <Th className="text-right">
          {t("ordinal")} <Sym>α</Sym>
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
                <span className="text-xs text-slate-500">{t("nominalField")}</span>
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
