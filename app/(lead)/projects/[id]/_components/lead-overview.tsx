import { statusLabels } from "@/components/items/status-badge";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { StatusBreakdown } from "@/components/ui/status-breakdown";
import { ReviseWaitNote, type ReviseWaitJson } from "@/components/items/revise-wait-note";
import { mayAdjudicate } from "@/lib/adjudication/adjudicator-rule";
import { canInProject } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { itemKindLabels } from "@/lib/items/item-kind-labels";
import { itemStatuses } from "@/lib/items/item-kinds";
import type { LanguageCoverage } from "@/lib/projects/language-coverage";
import type { ProjectDto } from "@/lib/projects/project-dto";
import { LanguageCoverageCard } from "./language-coverage-card";
import { AnnotatorScorecards } from "./annotator-scorecards";
import { SettingsSummary } from "./settings-summary";
import { ValidateLink } from "./validate-link";

/** "Adjudicate (n)": the disagreements waiting for an adjudicator (none shown when outcomes are hidden from the viewer). */
function AdjudicateLink({ href, open }: { href: string; open: number | null }) {
  if (open === null) return <ButtonLink href={href}>Adjudicate</ButtonLink>;
  return (
    <ButtonLink
      href={href}
      aria-label={`Adjudicate: ${open} ${open === 1 ? "disagreement" : "disagreements"} waiting`}
      data-testid="adjudicate-link"
    >
      Adjudicate{" "}
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
  const base = `/projects/${project.id}`;
  const may = (action: Parameters<typeof canInProject>[2]) =>
    canInProject(user, project.myRole, action);
  return (
    <>
      <PageHeader
        title={project.name}
        description={itemKindLabels[project.kind]}
        actions={
          <>
            {may("item.browse") ? <ButtonLink href={`${base}/items`}>Items</ButtonLink> : null}
            {may("item.import") ? (
              <ButtonLink href={`${base}/import`} variant="primary">
                Import
              </ButtonLink>
            ) : null}
            {mayAdjudicate({ actor: user, myRole: project.myRole, settings: project.settings }) ? (
              <AdjudicateLink
                href={`${base}/adjudicate`}
                open={project.outcomesHidden ? null : (project.statusCounts.disagreement ?? 0)}
              />
            ) : null}
            <ValidateLink project={project} user={user} />
            {may("gold.export") ? <ButtonLink href={`${base}/export`}>Export</ButtonLink> : null}
            {may("project.manage") ? (
              <ButtonLink href={`${base}/settings`}>Settings</ButtonLink>
            ) : null}
            {may("member.manage") ? (
              <ButtonLink href={`${base}/members`}>Members</ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card aria-labelledby="progress-title">
          <CardTitle id="progress-title">Progress</CardTitle>
          <p className="mb-3 text-sm text-slate-700">
            <span className="text-2xl font-semibold text-slate-900 tabular-nums">
              {project.itemCount.toLocaleString("en")}
            </span>{" "}
            {project.itemCount === 1 ? "item" : "items"}
          </p>
          <StatusBreakdown
            counts={project.statusCounts}
            total={project.itemCount}
            outcomesHidden={project.outcomesHidden}
          />
          <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Items by status">
            {itemStatuses.map((s) => (
              <div
                key={s}
                className="rounded-md border border-slate-200 px-3 py-2"
                data-testid="status-count"
                data-status={s}
              >
                <dt className="text-xs text-slate-500">{statusLabels[s]}</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums">
                  {(project.statusCounts[s] ?? 0).toLocaleString("en")}
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
