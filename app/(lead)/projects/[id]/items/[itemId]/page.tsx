import { annotationCountText } from "@/components/items/annotation-count-text";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ItemView } from "@/components/items/item-view";
import { LanguageBadge } from "@/components/items/language-badge";
import { StatusBadge } from "@/components/items/status-badge";
import { AccessDenied } from "@/components/ui/access-denied";
import { ButtonLink } from "@/components/ui/button";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { getItem } from "@/lib/items/get-item";
import { itemKindLabels } from "@/lib/items/item-kinds";
import { routeRowId } from "@/lib/validation/row-id";
import { CheckItemControl } from "./_components/check-item-control";
import { itemFacts, MetaTable } from "./_components/item-facts";
import { ItemHistory } from "./_components/item-history";

export const metadata: Metadata = { title: "Item" };

export default async function ItemPage({ params }: { params: Promise<{ id: string; itemId: string }> }) {
  const { id, itemId } = await params;
  const user = await requireUser({ from: `/projects/${id}/items/${itemId}` });
  if (!/^\d+$/.test(itemId)) notFound();
  const page = await loadPageData(() => getItem({ actor: user, projectId: routeRowId(id), itemId: routeRowId(itemId) }));
  if (!page.ok) return <AccessDenied message={page.message} />;
  const item = page.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <h1 className="font-mono text-xl font-semibold break-all text-slate-900">{item.externalId}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>{itemKindLabels[item.kind]}</span>
            <StatusBadge status={item.status} />
            <LanguageBadge code={item.language} />
            <span data-testid="item-annotation-count">{annotationCountText({ count: item.annotationCount, needed: item.annotationsNeeded })}</span>
          </div>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" data-testid="item-facts">
            {itemFacts(item.fields).map(([k, v]) => (
              <div key={k} className="flex gap-1.5">
                <dt className="text-slate-500">{k}</dt>
                <dd className="font-medium break-all text-slate-800">{v}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ButtonLink href={`/projects/${id}/items`} size="sm">
          Back to items
        </ButtonLink>
      </div>
      <MetaTable meta={item.meta} />
      <ItemView item={item} showHeader={false} />
      <CheckItemControl user={user} projectId={item.projectId} itemId={item.id} externalId={item.externalId} />
      <ItemHistory user={user} projectId={item.projectId} itemId={item.id} />
    </div>
  );
}
