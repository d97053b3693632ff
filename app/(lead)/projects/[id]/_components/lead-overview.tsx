import { useFormatter, useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { StatusBreakdown } from "@/components/ui/status-breakdown";
import { ReviseWaitNote, type ReviseWaitJson } from "@/components/items/revise-wait-note";
import { mayAdjudicate } from "@/lib/adjudication/adjudicator-rule";
import { canInProject } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { itemStatuses } from "@/lib/items/item-kinds";
import type { LanguageCoverage } from "@/lib/projects/language-coverage";
import type { ProjectDto } from "@/lib/projects/project-dto";
import { LanguageCoverageCard } from "./language-coverage-card";
import { AnnotatorScorecards } from "./annotator-scorecards";
import { SettingsSummary } from "./settings-summary";
import { ValidateLink } from "./validate-link";

/** "Adjudicate (n)": the disagreements waiting for an adjudicator (none shown when outcomes are hidden from the viewer). */
function AdjudicateLink({ href, open }: { href: string; open: number | null }) {
  const t = useTranslations("overview");
  if (open === null) return <ButtonLink href={href}>{t("adjudicate")}</ButtonLink>;
  return (
    <ButtonLink
      href={href}
      aria-label={t("adjudicateWaiting", { count: open })}
      data-testid="adjudicate-link"
    >
      {t("adjudicate")}{" "}
      <span className="ml-1 rounded-full bg-slate-100 px-1.5 text-xs tabular-nums text-slate-700">
        {open}
      </span>
    </ButtonLink>
  );
}

export function LeadOverview({
  project,
  user,
  languages = [],
  reviseWait,
  scorecardLanguage = null,
}: {
  project: ProjectDto;
  user: SessionUser;
  languages?: LanguageCoverage[];
  /** Items waiting for revise windows: counted in annotation, not yet among the outcomes. */
  reviseWait?: ReviseWaitJson;
  scorecardLanguage?: string | null;
}) {
  const t = useTranslations("overview");
  const tn = useTranslations("nav");
  const tc = useTranslations("common");
  const format = useFormatter();
  const base = `/projects/${project.id}`;
  const may = (action: Parameters<typeof canInProject>[2]) =>
    canInProject(user, project.myRole, action);
  return (
    <>
      <PageHeader
        title={project.name}
        description={tn(`kinds.${project.kind}`)}
        actions={
          <>
            {may("item.browse") ? (
              <ButtonLink href={`${base}/items`}>{t("items")}</ButtonLink>
            ) : null}
            {may("item.import") ? (
              <ButtonLink href={`${base}/import`} variant="primary">
                {t("import")}
              </ButtonLink>
            ) : null}
            {mayAdjudicate({ actor: user, myRole: project.myRole, settings: project.settings }) ? (
              <AdjudicateLink
                href={`${base}/adjudicate`}
                open={project.outcomesHidden ? null : (project.statusCounts.disagreement ?? 0)}
              />
            ) : null}
            <ValidateLink project={project} user={user} />
            {may("gold.export") ? (
              <ButtonLink href={`${base}/export`}>{t("export")}</ButtonLink>
            ) : null}
            {may("project.manage") ? (
              <ButtonLink href={`${base}/settings`}>{t("settings.title")}</ButtonLink>
            ) : null}
            {may("member.manage") ? (
              <ButtonLink href={`${base}/members`}>{t("members")}</ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card aria-labelledby="progress-title">
          <CardTitle id="progress-title">{t("progress")}</CardTitle>
          <p className="mb-3 text-sm text-slate-700">
            {t.rich("itemCount", {
              count: project.itemCount,
              n: (chunks) => (
                <span className="text-2xl font-semibold text-slate-900 tabular-nums">{chunks}</span>
              ),
            })}
          </p>
          <StatusBreakdown
            counts={project.statusCounts}
            total={project.itemCount}
            outcomesHidden={project.outcomesHidden}
          />
          <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("byStatus")}>
            {itemStatuses.map((s) => (
              <div
                key={s}
                className="rounded-md border border-slate-200 px-3 py-2"
                data-testid="status-count"
                data-status={s}
              >
                <dt className="text-xs text-slate-500">{tc(`statuses.${s}`)}</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums">
                  {format.number(project.statusCounts[s] ?? 0)}
                </dd>
              </div>
            ))}
          </dl>
          <ReviseWaitNote wait={reviseWait} className="mt-3" />
        </Card>
        <SettingsSummary project={project} />
      </div>
      <div className="mt-6">
        <LanguageCoverageCard rows={languages} overlap={project.settings.overlap} />
      </div>
      {may("agreement.view") ? (
        <AnnotatorScorecards projectId={project.id} user={user} language={scorecardLanguage} />
      ) : null}
    </>
  );
}
