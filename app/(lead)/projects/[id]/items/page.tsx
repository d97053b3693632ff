import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CheckItemsBulkBar } from "@/components/checks/check-items-bulk-bar";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { loadPageData } from "@/lib/actions/load-page-data";
import { canInProject } from "@/lib/auth/permissions";
import { requireUser } from "@/lib/auth/require-user";
import { listItemMarks } from "@/lib/checks/list-item-marks";
import { kindModule } from "@/lib/items/kinds";
import { itemsQuerySchema, listItems } from "@/lib/items/list-items";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { parseListQuery } from "@/lib/validation/list-query";
import { routeRowId } from "@/lib/validation/row-id";
import { ItemFilters, type ItemFilterValues } from "./_components/item-filters";
import { ItemsBulkBar } from "./_components/items-bulk-bar";
import { ItemsTable } from "./_components/items-table";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("items"))("title") };
}

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function ItemsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ id }, sp] = await Promise.all([params, searchParams]);
  const user = await requireUser({ from: `/projects/${id}/items` });
  const projectId = routeRowId(id);
  const filters: ItemFilterValues = {
    language: one(sp.language),
    status: one(sp.status),
    model: one(sp.model),
    annotator: one(sp.annotator),
    q: one(sp.q).trim(),
  };
  const cursor = one(sp.cursor);
  const { project, list, marked, canExport } = await loadPageData(async () => {
    const [project, list] = await Promise.all([
      loadProjectAccess({ actor: user, projectId, action: "item.browse" }),
      listItems({
        actor: user,
        projectId,
        filters,
        cursor: parseListQuery(itemsQuerySchema, { cursor: cursor || undefined }).cursor,
      }),
    ]);
    const mayMark = canInProject(user, project.myRole, "gold.edit");
    const marked = mayMark
      ? await listItemMarks({ actor: user, projectId, itemIds: list.items.map((i) => i.id) })
      : null;
    return {
      project,
      list,
      marked,
      canExport: canInProject(user, project.myRole, "gold.export"),
    };
  });
  // The rows' checkboxes serve the check and training marks and the bulk reopen and export alike.
  const marks = marked
    ? {
        formId: "check-items-form",
        checkIds: new Set(marked.checks),
        trainingIds: new Set(marked.training),
      }
    : undefined;
  const base = `/projects/${projectId}/items`;
  const isFiltered = Object.values(filters).some(Boolean);
  const query = (extra: Record<string, string>) =>
    `${base}?${new URLSearchParams(Object.entries({ ...filters, ...extra }).filter(([, v]) => v))}`;
  const canImport = canInProject(user, project.myRole, "item.import");
  const t = await getTranslations("items");

  if (list.total === 0 && !isFiltered) {
    return (
      <>
        <PageHeader title={t("title")} />
        <EmptyState
          title={t("empty.title")}
          action={
            canImport ? (
              <ButtonLink href={`/projects/${projectId}/import`} variant="primary">
                {t("empty.import")}
              </ButtonLink>
            ) : null
          }
        >
          {t("empty.body")}
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t("title")}
        description={
          <span data-testid="items-total">
            {t(isFiltered ? "totalMatching" : "total", { count: list.total })}
          </span>
        }
      />
      <ItemFilters action={base} values={filters} facets={list.facets} />
      {list.items.length === 0 ? (
        <EmptyState
          title={t(isFiltered ? "noMatch" : "noMore")}
          action={
            <ButtonLink href={base}>{t(isFiltered ? "clearFilters" : "backToFirst")}</ButtonLink>
          }
        />
      ) : (
        <>
          {marks ? <CheckItemsBulkBar projectId={projectId} formId={marks.formId} /> : null}
          {marks ? (
            <ItemsBulkBar
              projectId={projectId}
              formId={marks.formId}
              canReopen
              canExport={canExport}
            />
          ) : null}
          <ItemsTable
            items={list.items}
            projectId={projectId}
            showModel={kindModule(project.kind).modelColumn !== undefined}
            marks={marks}
          />
        </>
      )}
      <nav aria-label={t("pages")} className="mt-4 flex items-center justify-between gap-3">
        {cursor ? <ButtonLink href={query({})}>{t("firstPage")}</ButtonLink> : <span />}
        {list.nextCursor ? (
          <ButtonLink href={query({ cursor: list.nextCursor })}>{t("nextPage")}</ButtonLink>
        ) : null}
      </nav>
    </>
  );
}
