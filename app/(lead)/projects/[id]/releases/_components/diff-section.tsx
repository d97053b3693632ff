import { useTranslations } from "next-intl";
import { Card, CardTitle } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";

// A page lists this many rows per section; the API answers with all of them.
const SHOWN = 1000;

/** One part of a diff (test id `diff-<part>`): external ids, with the fields that differ for changed items. */
export function DiffSection({
  part,
  rows,
}: {
  part: "added" | "removed" | "changed";
  rows: { externalId: string; fields?: string[] }[];
}) {
  const t = useTranslations("releases.diff");
  const testId = `diff-${part}`;
  const headingId = `${testId}-title`;
  const hasFields = rows.some((r) => r.fields);
  return (
    <Card aria-labelledby={headingId} data-testid={testId}>
      <CardTitle id={headingId}>{t(`parts.${part}.title`, { count: rows.length })}</CardTitle>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("none")}</p>
      ) : (
        <Table caption={t(`parts.${part}.caption`)}>
          <THead>
            <Th>{t("externalId")}</Th>
            {hasFields ? <Th>{t("fields")}</Th> : null}
          </THead>
          <TBody>
            {rows.slice(0, SHOWN).map((r) => (
              <tr key={r.externalId}>
                <Td className="font-mono text-xs break-all">{r.externalId}</Td>
                {hasFields ? <Td className="text-xs">{r.fields?.join(", ") || "—"}</Td> : null}
              </tr>
            ))}
          </TBody>
        </Table>
      )}
      {rows.length > SHOWN ? (
        <p className="mt-2 text-sm text-slate-600">{t("more", { count: rows.length - SHOWN })}</p>
      ) : null}
    </Card>
  );
}
