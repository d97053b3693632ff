import { useTranslations } from "next-intl";
import { ProjectBreadcrumb } from "@/components/nav/project-breadcrumb";
import { LanguageBadge } from "@/components/items/language-badge";
import type { AdjudicationView } from "@/lib/adjudication/adjudication-dto";
import type { ProjectAccess } from "@/lib/projects/load-project-access";

/** Project, item id and what differs (the decision panel says until when the claim is held). */
export function AdjudicationHeader({
  project,
  view,
}: {
  project: ProjectAccess;
  view: AdjudicationView;
}) {
  const t = useTranslations("adjudicate");
  return (
    <header className="flex shrink-0 flex-wrap items-end justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <ProjectBreadcrumb
          project={project}
          trail={[
            { href: `/projects/${project.id}`, label: project.name },
            { href: `/projects/${project.id}/adjudicate`, label: t("title") },
          ]}
        />
        <div className="flex flex-wrap items-center gap-2">
          <h1
            data-testid="item-external-id"
            className="font-mono text-xl font-semibold break-all text-slate-900"
          >
            {view.item.externalId}
          </h1>
          <LanguageBadge code={view.item.language} />
        </div>
        <p className="text-sm text-slate-700" data-testid="differences">
          {view.differences.length
            ? t.rich("differ", {
                fields: view.differences.map((d) => d.replace(/_/g, " ")).join(", "),
                b: (c) => <strong>{c}</strong>,
              })
            : t("agree")}
        </p>
      </div>
    </header>
  );
}
