import Link from "next/link";
import { StatusBreakdown } from "@/components/ui/status-breakdown";
import { focusRing } from "@/components/ui/styles";
import { itemKindLabels } from "@/lib/items/item-kind-labels";
import type { ProjectDto } from "@/lib/projects/project-dto";

const roleLabels = { lead: "Lead", annotator: "Annotator", adjudicator: "Adjudicator" } as const;

export function ProjectCard({ project }: { project: ProjectDto }) {
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
            {project.myRole ? roleLabels[project.myRole] : "Admin (not a member)"}
          </span>
        </div>
        <p className="text-sm text-slate-600">{itemKindLabels[project.kind]}</p>
        <p className="text-sm text-slate-800">
          <span className="font-semibold tabular-nums">
            {project.itemCount.toLocaleString("en")}
          </span>{" "}
          {project.itemCount === 1 ? "item" : "items"}
        </p>
        <div className="mt-auto">
          <StatusBreakdown
            counts={project.statusCounts}
            total={project.itemCount}
            outcomesHidden={project.outcomesHidden}
            label={`${project.name}: items ${project.outcomesHidden ? "with all annotations in" : "finished"}`}
          />
        </div>
      </article>
    </li>
  );
}
