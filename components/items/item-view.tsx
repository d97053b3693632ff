// Full item display: header (id, task, status, language) and the kind-specific view.
import { useTranslations } from "next-intl";
import { annotationCountText } from "./annotation-count-text";
import { kindServerUi } from "@/components/kinds/registry";
import type { ItemDetailDto } from "@/lib/items/item-dto";
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
  const t = useTranslations("items");
  const kinds = useTranslations("nav.kinds");
  const kindName = kinds(item.kind);
  const count = annotationCountText({
    count: item.annotationCount,
    needed: item.annotationsNeeded,
  });
  return (
    <article
      data-testid="item-view"
      data-kind={item.fields.kind}
      data-item-id={item.id}
      aria-label={t("itemLabel", { kind: kindName, id: item.externalId })}
      className="min-w-0 space-y-4 text-slate-800"
      style={{ fontFamily: textFontStack }}
    >
      {showHeader ? (
        <header className="flex flex-wrap items-center gap-2" data-testid="item-header">
          <h2 className="mr-1 font-mono text-lg font-semibold break-all text-slate-900">
            {item.externalId}
          </h2>
          <span className="text-sm text-slate-500">{kindName}</span>
          <StatusBadge status={item.status} />
          <LanguageBadge code={item.language} />
          <span className="text-xs text-slate-500">
            {t(`annotationCount.${count.key}`, count.values)}
          </span>
        </header>
      ) : null}
      <ItemBody item={item} />
    </article>
  );
}
