import Link from "next/link";
import { LanguageBadge } from "@/components/items/language-badge";
import { StatusBadge } from "@/components/items/status-badge";
import { linkClass } from "@/components/ui/styles";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { ItemSummaryDto } from "@/lib/items/item-dto";

/** `checks`: for a lead who may mark check items, the bulk form's id (its checkboxes) and which rows are check items. */
export function ItemsTable({
  items,
  projectId,
  showModel,
  checks,
}: {
  items: ItemSummaryDto[];
  projectId: number;
  showModel: boolean;
  checks?: { formId: string; itemIds: ReadonlySet<number> };
}) {
  return (
    <Table caption="Items" data-testid="items-table">
      <THead>
        {checks ? (
          <Th>
            <span className="sr-only">Select</span>
          </Th>
        ) : null}
        <Th>External id</Th>
        <Th>Status</Th>
        <Th>Language</Th>
        {showModel ? <Th>Model</Th> : null}
        <Th className="text-right">Annotations</Th>
        <Th>Imported</Th>
      </THead>
      <TBody>
        {items.map((item) => (
          <tr key={item.id} data-testid="item-row">
            {checks ? (
              <Td>
                <input type="checkbox" form={checks.formId} name="external_id" value={item.externalId} aria-label={`Select ${item.externalId}`} className="h-4 w-4" />
              </Td>
            ) : null}
            <Td className="font-mono text-xs break-all">
              <Link href={`/projects/${projectId}/items/${item.id}`} className={linkClass}>
                {item.externalId}
              </Link>
            </Td>
            <Td>
              <span className="inline-flex flex-wrap items-center gap-1.5">
                <StatusBadge status={item.status} />
                {checks?.itemIds.has(item.id) ? (
                  <span className="rounded bg-violet-100 px-1.5 py-0.5 text-xs font-medium text-violet-800" data-testid="check-badge">
                    check item
                  </span>
                ) : null}
              </span>
            </Td>
            <Td>
              <LanguageBadge code={item.language} />
            </Td>
            {showModel ? <Td className="font-mono text-xs">{item.model}</Td> : null}
            <Td className="text-right tabular-nums">{item.annotationCount}</Td>
            <Td className="whitespace-nowrap text-slate-600">{item.createdAt.slice(0, 10)}</Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
