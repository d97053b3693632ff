import { ProjectBreadcrumb } from "@/components/nav/project-breadcrumb";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LanguageBadge } from "@/components/items/language-badge";
import { type ItemKind } from "@/lib/items/item-kinds";
import type { QueueProgress } from "@/lib/queue/queue-dto";
import { LiveQueueProgress } from "./live-queue-progress";
import { HelpToggle } from "./work-help";

/**
 * Breadcrumb, the item's id and language, the `?` toggle of the instructions and keys (on work
 * screens), and the queue's progress bars (or `aside`, e.g. the validation round's).
 */
export function AnnotateHeader({
  project,
  item,
  progress,
  title,
  aside,
}: {
  project: { id: number; name: string; kind: ItemKind };
  item?: { externalId: string; language: string | null };
  progress?: QueueProgress;
  /** The page's name (default "Annotate"). */
  title?: string;
  aside?: ReactNode;
}) {
  const t = useTranslations("annotate");
  return (
    <header
      data-testid="annotate-header"
      className="flex shrink-0 flex-wrap items-end justify-between gap-x-8 gap-y-2"
    >
      <div className="min-w-0 space-y-1">
        <ProjectBreadcrumb project={project} />
        <h1 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-slate-900">
          {title ?? t("title")}
          {item ? (
            <>
              <span
                className="font-mono text-base font-normal break-all text-slate-600"
                data-testid="item-external-id"
              >
                {item.externalId}
              </span>
              <LanguageBadge code={item.language} />
            </>
          ) : null}
        </h1>
      </div>
      <div className="flex w-full max-w-xl min-w-72 flex-1 items-end gap-4 sm:flex-none">
        <div className="min-w-0 flex-1">
          {aside ??
            (progress ? <LiveQueueProgress projectId={project.id} progress={progress} /> : null)}
        </div>
        <HelpToggle />
      </div>
    </header>
  );
}
