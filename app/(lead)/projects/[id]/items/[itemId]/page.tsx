import { annotationCountText } from "@/components/items/annotation-count-text";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ItemView } from "@/components/items/item-view";
import { LanguageBadge } from "@/components/items/language-badge";
import { StatusBadge } from "@/components/items/status-badge";
import { ButtonLink } from "@/components/ui/button";
import { kindServerUi } from "@/components/kinds/registry";
import { loadPageData } from "@/lib/actions/load-page-data";
import { compareSettingsOf } from "@/lib/annotations/comparison";
import { canInProject } from "@/lib/auth/permissions";
import { requireUser } from "@/lib/auth/require-user";
import { annotationShape } from "@/lib/export/annotation-shape";
import { getItemHistory } from "@/lib/gold/get-item-history";
import { canTransition } from "@/lib/gold/status-transitions";
import { getItem } from "@/lib/items/get-item";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { routeRowId } from "@/lib/validation/row-id";
import { ItemMarkControls } from "./_components/item-mark-controls";
import { ItemFacts, MetaTable } from "./_components/item-facts";
import { GoldEditor, type GoldStart } from "./_components/gold-editor";
import { ItemHistory } from "./_components/item-history";
import { ItemReview } from "./_components/item-review";
import { whoShort } from "./_components/people";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("items"))("itemTitle") };
}

export default async function ItemPage({
  params,
}: {
  params: Promise<{ id: string; itemId: string }>;
}) {
  const { id, itemId } = await params;
  const user = await requireUser({ from: `/projects/${id}/items/${itemId}` });
  if (!/^\d+$/.test(itemId)) notFound();
  const { item, history, project } = await loadPageData(async () => {
    const [projectId, itemRowId] = [routeRowId(id), routeRowId(itemId)];
    const item = await getItem({ actor: user, projectId, itemId: itemRowId });
    const [history, project] = await Promise.all([
      getItemHistory({ actor: user, projectId, itemId: item.id }),
      loadProjectAccess({ actor: user, projectId, action: "item.browse" }),
    ]);
    return { item, history, project };
  });
  const [t, kinds] = await Promise.all([getTranslations("items"), getTranslations("nav.kinds")]);
  const count = annotationCountText({
    count: item.annotationCount,
    needed: item.annotationsNeeded,
  });
  const mayEdit = canInProject(user, project.myRole, "gold.edit");
  const itemData = kindServerUi(item.kind).adjudication?.(item.fields);
  const starts: GoldStart[] = [
    ...(history.gold
      ? [
          {
            key: "gold",
            label: t("review.gold"),
            data: annotationShape(item.kind, history.gold.data),
          },
        ]
      : []),
    ...history.annotations.map((a, i) => ({
      key: `a${a.id}`,
      label: `${i + 1} · ${whoShort(a.annotator, a.machineAnnotator, a.externalAnnotator)}`,
      data: annotationShape(item.kind, a.data),
    })),
  ];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <h1 className="font-mono text-xl font-semibold break-all text-slate-900">
            {item.externalId}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>{kinds(item.kind)}</span>
            <StatusBadge status={item.status} />
            <LanguageBadge code={item.language} />
            <span data-testid="item-annotation-count">
              {t(`annotationCount.${count.key}`, count.values)}
            </span>
          </div>
          <ItemFacts fields={item.fields} />
        </div>
        <ButtonLink href={`/projects/${id}/items`} size="sm">
          {t("backToItems")}
        </ButtonLink>
      </div>
      <MetaTable meta={item.meta} />
      <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <ItemView item={item} showHeader={false} />
        </div>
        <div className="min-w-0 space-y-3">
          <ItemReview kind={item.kind} history={history} settings={project.settings} />
          {mayEdit && canTransition({ event: "gold.edit", from: history.status }) ? (
            <GoldEditor
              itemId={item.id}
              starts={starts}
              context={{
                kind: item.kind,
                settings: compareSettingsOf(project.settings),
                references: itemData?.references ?? [],
              }}
              schemaContext={{
                kind: item.kind,
                settings: compareSettingsOf(project.settings),
                itemText: itemData?.itemText,
              }}
            />
          ) : null}
        </div>
      </div>
      <ItemMarkControls
        user={user}
        projectId={item.projectId}
        itemId={item.id}
        externalId={item.externalId}
      />
      <ItemHistory history={history} mayEdit={mayEdit} />
    </div>
  );
}
