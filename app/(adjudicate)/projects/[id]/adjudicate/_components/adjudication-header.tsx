import { LanguageBadge } from "@/components/items/language-badge";
import { linkClass } from "@/components/ui/styles";
import type { AdjudicationView } from "@/lib/adjudication/adjudication-dto";
import { itemKindLabels } from "@/lib/items/item-kinds";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import Link from "next/link";

/** Project, item id and what differs (the decision panel says until when the claim is held). */
export function AdjudicationHeader({ project, view }: { project: ProjectAccess; view: AdjudicationView }) {
  return (
    <header className="flex shrink-0 flex-wrap items-end justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <Link href={`/projects/${project.id}`} className={linkClass}>
            {project.name}
          </Link>
          <span aria-hidden="true" className="mx-1.5">
            /
          </span>
          <Link href={`/projects/${project.id}/adjudicate`} className={linkClass}>
            Adjudicate
          </Link>
          <span className="ml-2 text-slate-500">· {itemKindLabels[project.kind]}</span>
        </nav>
        <div className="flex flex-wrap items-center gap-2">
          <h1 data-testid="item-external-id" className="font-mono text-xl font-semibold break-all text-slate-900">
            {view.item.externalId}
          </h1>
          <LanguageBadge code={view.item.language} />
        </div>
        <p className="text-sm text-slate-700" data-testid="differences">
          {view.differences.length ? (
            <>
              Annotators differ on: <strong>{view.differences.map((d) => d.replace(/_/g, " ")).join(", ")}</strong>
            </>
          ) : (
            "The annotations agree on every field (the item was reopened by a lead)."
          )}
        </p>
      </div>
    </header>
  );
}
