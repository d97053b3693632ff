import Link from "next/link";
import { LanguageBadge } from "@/components/items/language-badge";
import { StatusBadge } from "@/components/items/status-badge";
import { linkClass } from "@/components/ui/styles";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { ItemSummaryDto } from "@/lib/items/item-dto";

export function ItemsTable({ items, projectId, showModel }: { items: ItemSummaryDto[]; projectId: number; showModel: boolean }) {
  return (
    <Table caption="Items" data-testid="items-table">
      <THead>
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
            <Td className="font-mono text-xs break-all">
              <Link href={`/projects/${projectId}/items/${item.id}`} className={linkClass}>
                {item.externalId}
              </Link>
            </Td>
            <Td>
              <StatusBadge status={item.status} />
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
