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
  if (!rows.length) return null;
  const short = rows.filter((r) => isUnderstaffed(r, overlap));
  const name = (r: LanguageCoverage) => r.language ?? "no language";
  return (
    <Card aria-labelledby="languages-title">
      <CardTitle id="languages-title">Languages</CardTitle>
      {short.length ? (
        <div className="mb-3">
          <Alert
            tone="warning"
            title="Too few annotators for some languages"
            data-testid="language-warning"
          >
            {short.map((r) => `${name(r)}: ${r.annotators} of the ${overlap} needed`).join("; ")}.
            Their items cannot get all their annotations: add members or set their languages on the
            Members page.
          </Alert>
        </div>
      ) : null}
      <Table caption="Annotators and open items per language">
        <THead>
          <Th>Language</Th>
          <Th className="text-right">Items still open</Th>
          <Th className="text-right">Annotators able to take them</Th>
        </THead>
        <TBody>
          {rows.map((r) => (
            <tr key={name(r)} data-testid="language-row" data-language={r.language ?? ""}>
              <Td className="font-medium">{name(r)}</Td>
              <Td className="text-right tabular-nums">{r.openItems.toLocaleString("en")}</Td>
              <Td
                className={`text-right tabular-nums ${isUnderstaffed(r, overlap) ? "font-semibold text-amber-800" : ""}`}
              >
                {r.annotators}
              </Td>
            </tr>
          ))}
        </TBody>
      </Table>
    </Card>
  );
}
