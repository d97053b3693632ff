import { Card, CardTitle } from "@/components/ui/card";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";

// A page lists this many rows per section; the API answers with all of them.
const SHOWN = 1000;

/** One part of a diff: external ids, with the fields that differ for changed items. */
export function DiffSection({
  title,
  testId,
  rows,
}: {
  title: string;
  testId: string;
  rows: { externalId: string; fields?: string[] }[];
}) {
  const headingId = `${testId}-title`;
  const hasFields = rows.some((r) => r.fields);
  return (
    <Card aria-labelledby={headingId} data-testid={testId}>
      <CardTitle id={headingId}>
        {title} ({rows.length})
      </CardTitle>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">None.</p>
      ) : (
        <Table caption={`${title} items`}>
          <THead>
            <Th>External id</Th>
            {hasFields ? <Th>Fields that differ</Th> : null}
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
        <p className="mt-2 text-sm text-slate-600">
          And {rows.length - SHOWN} more; the API (GET /api/v1/releases/…/diff/…) lists them all.
        </p>
      ) : null}
    </Card>
  );
}
