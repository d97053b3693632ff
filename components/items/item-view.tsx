// Full item display: header (id, task, status, language) and the kind-specific view.
import { annotationCountText } from "./annotation-count-text";
import { kindServerUi } from "@/components/kinds/registry";
import type { ItemDetailDto } from "@/lib/items/item-dto";
import { itemKindLabels } from "@/lib/items/item-kind-labels";
import { LanguageBadge } from "./language-badge";
import { StatusBadge } from "./status-badge";
import { textFontStack } from "./styles";

export type ItemViewProps = {
  item: ItemDetailDto;
  /** Hide the id/status header when the page shows its own. */
  showHeader?: boolean;
};

function ItemBody({ item }: { item: ItemDetailDto }) {
  const { ItemBody: Body } = kindServerUi(item.fields.kind);
  return <Body fields={item.fields} />;
}

export function ItemView({ item, showHeader = true }: ItemViewProps) {
  return (
    <article
      data-testid="item-view"
      data-kind={item.fields.kind}
      data-item-id={item.id}
      aria-label={`${itemKindLabels[item.kind] ?? item.kind} item ${item.externalId}`}
      className="min-w-0 space-y-4 text-slate-800"
      style={{ fontFamily: textFontStack }}
    >
      {showHeader ? (
        <header className="flex flex-wrap items-center gap-2" data-testid="item-header">
          <h2 className="mr-1 font-mono text-lg font-semibold break-all text-slate-900">
            {item.externalId}
          </h2>
          <span className="text-sm text-slate-500">{itemKindLabels[item.kind] ?? item.kind}</span>
          <StatusBadge status={item.status} />
          <LanguageBadge code={item.language} />
          <span className="text-xs text-slate-500">
            {annotationCountText({ count: item.annotationCount, needed: item.annotationsNeeded })}
          </span>
        </header>
      ) : null}
      <ItemBody item={item} />
    </article>
  );
}
