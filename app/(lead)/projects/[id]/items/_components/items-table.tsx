import Link from "next/link";
import { useTranslations } from "next-intl";
import { LanguageBadge } from "@/components/items/language-badge";
import { StatusBadge } from "@/components/items/status-badge";
import { LocalTime } from "@/components/ui/local-time";
import { linkClass } from "@/components/ui/styles";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { ItemSummaryDto } from "@/lib/items/item-dto";

/**
 * `marks`: for a lead who may act on ticked items, the bulk form's id (its checkboxes carry the
 * external id as value and the item id as `data-item-id`) and which rows are check and training
 * items.
 */
export function ItemsTable({
  items,
  projectId,
  showModel,
  marks,
}: {
  items: ItemSummaryDto[];
  projectId: number;
  showModel: boolean;
  marks?: { formId: string; checkIds: ReadonlySet<number>; trainingIds: ReadonlySet<number> };
}) {
  const t = useTranslations("items.table");
  return (
    <Table caption={t("caption")} data-testid="items-table">
      <THead>
        {marks ? (
          <Th>
            <span className="sr-only">{t("select")}</span>
          </Th>
        ) : null}
        <Th>{t("externalId")}</Th>
        <Th>{t("content")}</Th>
        <Th>{t("status")}</Th>
        <Th>{t("language")}</Th>
        {showModel ? <Th>{t("model")}</Th> : null}
        <Th>{t("annotatedBy")}</Th>
        <Th className="text-right">{t("annotations")}</Th>
        <Th>{t("imported")}</Th>
      </THead>
      <TBody>
        {items.map((item) => (
          <tr key={item.id} data-testid="item-row">
            {marks ? (
              <Td>
                <input
                  type="checkbox"
                  form={marks.formId}
                  name="external_id"
                  value={item.externalId}
                  data-item-id={item.id}
                  aria-label={t("selectItem", { id: item.externalId })}
                  className="h-4 w-4"
                />
              </Td>
            ) : null}
            <Td className="font-mono text-xs break-all">
              <Link href={`/projects/${projectId}/items/${item.id}`} className={linkClass}>
                {item.externalId}
              </Link>
            </Td>
            <Td className="max-w-[20rem] text-slate-700" data-testid="item-preview">
              {item.preview ? (
                <span className="line-clamp-2 break-words">{item.preview}</span>
              ) : (
                <span className="text-slate-600">—</span>
              )}
            </Td>
            <Td>
              <span className="inline-flex flex-wrap items-center gap-1.5">
                <StatusBadge status={item.status} />
                {item.judgesOnly ? (
                  <span
                    className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900"
                    data-testid="judges-only-badge"
                  >
                    {t("judgesOnly")}
                  </span>
                ) : null}
                {marks?.checkIds.has(item.id) ? (
                  <span
                    className="rounded bg-violet-100 px-1.5 py-0.5 text-xs font-medium text-violet-800"
                    data-testid="check-badge"
                  >
                    {t("checkItem")}
                  </span>
                ) : null}
                {marks?.trainingIds.has(item.id) ? (
                  <span
                    className="rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-900"
                    data-testid="training-badge"
                  >
                    {t("trainingItem")}
                  </span>
                ) : null}
              </span>
            </Td>
            <Td>
              <LanguageBadge code={item.language} />
            </Td>
            {showModel ? <Td className="font-mono text-xs">{item.model}</Td> : null}
            <Td className="text-xs text-slate-700" data-testid="item-annotators">
              {item.annotators.length ? item.annotators.join(", ") : "—"}
            </Td>
            <Td className="text-right tabular-nums">{item.annotationCount}</Td>
            <Td className="min-w-24 text-slate-600">
              <LocalTime iso={item.createdAt} />
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
