// Coloured pill for an item's workflow status.
import { useTranslations } from "next-intl";
import { itemStatuses, type ItemStatus } from "@/lib/items/item-kinds";
import { pillClass } from "./styles";

const statusColours: Record<ItemStatus, string> = {
  pending: "bg-slate-100 text-slate-700 ring-slate-300",
  in_annotation: "bg-blue-50 text-blue-800 ring-blue-300",
  agreed: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  disagreement: "bg-orange-50 text-orange-800 ring-orange-300",
  in_adjudication: "bg-purple-50 text-purple-800 ring-purple-300",
  gold: "bg-amber-100 text-amber-900 ring-amber-400",
  rejected: "bg-red-50 text-red-800 ring-red-300",
};

export type StatusBadgeProps = { status: ItemStatus };

export function StatusBadge({ status }: StatusBadgeProps) {
  const t = useTranslations("items");
  const tc = useTranslations("common");
  const isKnown = (itemStatuses as readonly string[]).includes(status);
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      className={`${pillClass} ${statusColours[status] ?? statusColours.pending}`}
    >
      <span className="sr-only">{t("statusPrefix")} </span>
      {isKnown ? tc(`statuses.${status}`) : status}
    </span>
  );
}
