import Link from "next/link";
import { useTranslations } from "next-intl";
import { StatusBreakdown } from "@/components/ui/status-breakdown";
import { focusRing } from "@/components/ui/styles";
import type { ProjectDto } from "@/lib/projects/project-dto";

export function ProjectCard({ project }: { project: ProjectDto }) {
  const t = useTranslations("projects.card");
  const tc = useTranslations("common");
  const tn = useTranslations("nav");
  const headingId = `project-${project.id}-name`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid="project-card"
        className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="min-w-0 text-base font-semibold break-words">
            <Link
              href={`/projects/${project.id}`}
              className={`rounded text-slate-900 hover:text-indigo-700 hover:underline ${focusRing}`}
            >
              {project.name}
            </Link>
          </h2>
          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {project.myRole ? tc(`roles.${project.myRole}`) : t("notMember")}
          </span>
        </div>
        <p className="text-sm text-slate-600">{tn(`kinds.${project.kind}`)}</p>
        <p className="text-sm text-slate-800">
          {t.rich("itemCount", {
            count: project.itemCount,
            n: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
          })}
        </p>
        <div className="mt-auto">
          <StatusBreakdown
            counts={project.statusCounts}
            total={project.itemCount}
            outcomesHidden={project.outcomesHidden}
            label={t("breakdown", {
              name: project.name,
              hidden: project.outcomesHidden ? "true" : "false",
            })}
          />
        </div>
      </article>
    </li>
  );
}
