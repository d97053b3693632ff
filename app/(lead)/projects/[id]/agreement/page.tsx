import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AgreementDashboard } from "@/components/agreement/agreement-dashboard";
import { AgreementTabs } from "@/components/agreement/agreement-tabs";
import {
  agreementQueryString,
  filtersFromParams,
  hasFilters,
  rawAnnotators,
} from "@/components/agreement/agreement-query";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { buttonClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { getAgreementDashboard } from "@/lib/agreement/data/get-agreement-dashboard";
import { requireUser } from "@/lib/auth/require-user";
import { routeRowId } from "@/lib/validation/row-id";
import { AgreementFilters } from "./_components/agreement-filters";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("agreement"))("page.title") };
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The lead's live agreement dashboard: the API's report, rendered, and kept fresh by polling. */
export default async function AgreementPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { id } = await params;
  const t = await getTranslations("agreement.page");
  const query = await searchParams;
  const values = filtersFromParams(query);
  const qs = agreementQueryString(values);
  const base = `/projects/${id}/agreement`;
  const user = await requireUser({ from: qs ? `${base}?${qs}` : base });
  const { project, report, etag, options, filterErrors } = await loadPageData(() =>
    getAgreementDashboard({
      actor: user,
      projectId: routeRowId(id),
      filters: { ...values, annotators: rawAnnotators(query) },
    }),
  );
  const api = `/api/v1/projects/${project.id}/agreement`;
  const withQuery = (extra: Record<string, string> = {}) => {
    const s = agreementQueryString(values, extra);
    return s ? `${api}?${s}` : api;
  };
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          report ? (
            <>
              <a
                href={withQuery()}
                download={`agreement-project-${project.id}.json`}
                className={buttonClass("secondary")}
                data-testid="download-json"
              >
                {t("downloadJson")}
              </a>
              <a
                href={withQuery({ format: "csv" })}
                download
                className={buttonClass("secondary")}
                data-testid="download-csv"
              >
                {t("downloadCsv")}
              </a>
            </>
          ) : null
        }
      />
      <AgreementTabs projectId={project.id} current="annotators" />
      <div className="space-y-6">
        <AgreementFilters action={base} values={values} options={options} errors={filterErrors} />
        {report === null ? (
          <Alert tone="error" title={t("filterError.title")} data-testid="filter-error">
            {t("filterError.body")}
          </Alert>
        ) : (
          <AgreementDashboard
            key={qs}
            apiUrl={withQuery()}
            initial={report}
            initialEtag={etag}
            emptyHint={hasFilters(values) ? <p>{t("emptyFiltered")}</p> : <p>{t("empty")}</p>}
          />
        )}
      </div>
      <p className="mt-6 text-xs text-slate-500">
        {t.rich("cli", {
          command: () => (
            <code className="rounded bg-slate-100 px-1">
              {`npm run accord -- agreement --project ${project.id} [--json]`}
            </code>
          ),
          api: () => <code className="rounded bg-slate-100 px-1">{`GET ${api}`}</code>,
        })}
      </p>
    </>
  );
}
