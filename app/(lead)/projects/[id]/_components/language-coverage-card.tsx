import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import { isUnderstaffed, type LanguageCoverage } from "@/lib/projects/language-coverage";

/** Per language: items still open and the active annotators able to take them; a warning below the overlap. */
export function LanguageCoverageCard({
  rows,
  overlap,
}: {
  rows: LanguageCoverage[];
  overlap: number;
}) {
  const t = useTranslations("overview.languages");
  const format = useFormatter();
  if (!rows.length) return null;
  const short = rows.filter((r) => isUnderstaffed(r, overlap));
  const name = (r: LanguageCoverage) => r.language ?? t("none");
  return (
    <Card aria-labelledby="languages-title">
      <CardTitle id="languages-title">{t("title")}</CardTitle>
      {short.length ? (
        <div className="mb-3">
          <Alert tone="warning" title={t("tooFew")} data-testid="language-warning">
            {t("tooFewText", {
              rows: short
                .map((r) =>
                  t("tooFewRow", { language: name(r), annotators: r.annotators, overlap }),
                )
                .join(t("rowSeparator")),
            })}
          </Alert>
        </div>
      ) : null}
      <Table caption={t("caption")}>
        <THead>
          <Th>{t("language")}</Th>
          <Th className="text-right">{t("openItems")}</Th>
          <Th className="text-right">{t("able")}</Th>
        </THead>
        <TBody>
          {rows.map((r) => (
            <tr key={name(r)} data-testid="language-row" data-language={r.language ?? ""}>
              <Td className="font-medium">{name(r)}</Td>
              <Td className="text-right tabular-nums">{format.number(r.openItems)}</Td>
              <Td
                className={`text-right tabular-nums ${isUnderstaffed(r, overlap) ? "font-semibold text-amber-800" : ""}`}
              >
                {format.number(r.annotators)}
              </Td>
            </tr>
          ))}
        </TBody>
      </Table>
    </Card>
  );
}
