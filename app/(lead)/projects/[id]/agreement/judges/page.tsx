import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AgreementTabs } from "@/components/agreement/agreement-tabs";
import { JudgeRunCard } from "@/components/agreement/judges-section";
import { Card, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { buttonClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { judgeKeyVariables } from "@/lib/judges/create-judge-run";
import { listJudgeRuns, type JudgeRunJson } from "@/lib/judges/judge-run-control";
import { defaultTemplate } from "@/lib/judges/judge-templates";
import { getJudgesReport } from "@/lib/machine/runs/get-judges-report";
import { routeRowId } from "@/lib/validation/row-id";
import { JudgeRunProgressList, type JudgeRunProgressJson } from "./_components/judge-run-progress";
import { JudgeRunUploads } from "./_components/judge-run-uploads";
import { RunJudgeForm } from "./_components/run-judge-form";

// Only what the progress rows show: a run's template may be long and need not reach the browser twice.
const progressOf = (r: JudgeRunJson): JudgeRunProgressJson => ({
  id: r.id,
  name: r.name,
  status: r.status,
  total: r.total,
  done: r.done,
  failed: r.failed,
  tokens: r.tokens,
  requests_per_minute: r.requests_per_minute,
  provenance: {
    endpoint: { model: r.provenance.endpoint.model },
    reported_model: r.provenance.reported_model,
  },
});

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("judges"))("title") };
}

/** The judges tab of the agreement dashboard (leads): every judge run against gold and the humans. */
export default async function JudgesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("judges");
  const user = await requireUser({ from: `/projects/${id}/agreement/judges` });
  const report = await loadPageData(() =>
    getJudgesReport({ actor: user, projectId: routeRowId(id) }),
  );
  const sent = await loadPageData(() =>
    listJudgeRuns({ actor: user, projectId: report.project_id }),
  );
  const api = `/api/v1/projects/${report.project_id}/judges`;
  return (
    <>
      <PageHeader
        title={t("heading")}
        description={t("description")}
        actions={
          report.runs.length ? (
            <>
              <a
                href={api}
                download={`judges-project-${report.project_id}.json`}
                className={buttonClass("secondary")}
                data-testid="download-json"
              >
                {t("downloadJson")}
              </a>
              <a
                href={`${api}?format=csv`}
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
      <AgreementTabs projectId={report.project_id} current="judges" />
      {report.runs.length === 0 ? (
        <EmptyState title={t("empty.title")}>{t("empty.body")}</EmptyState>
      ) : (
        <div className="space-y-6">
          {report.runs.map((run) => (
            <JudgeRunCard key={run.id} run={run} fields={report.fields} />
          ))}
        </div>
      )}
      <Card aria-labelledby="run-judge-title" className="mt-6">
        <CardTitle id="run-judge-title">{t("runTitle")}</CardTitle>
        <p className="mb-4 text-sm text-slate-700">{t("runIntro")}</p>
        {sent.length ? (
          <JudgeRunProgressList runs={sent.map(progressOf)} />
        ) : (
          <p className="mb-4 text-sm text-slate-600">{t("noneYet")}</p>
        )}
        <RunJudgeForm
          projectId={report.project_id}
          defaultTemplate={defaultTemplate(report.kind)}
          keyVariables={judgeKeyVariables()}
        />
      </Card>
      <Card aria-labelledby="judge-uploads-title" className="mt-6">
        <CardTitle id="judge-uploads-title">{t("addTitle")}</CardTitle>
        <JudgeRunUploads
          projectId={report.project_id}
          runs={report.runs.map((r) => ({ id: r.id, name: r.name }))}
        />
      </Card>
    </>
  );
}
