import { useTranslations } from "next-intl";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { QueueProgress } from "@/lib/queue/queue-dto";

/**
 * Mine: items I submitted out of the project's items (each person annotates an item at most
 * once). Project: items that have all their annotations, and annotations submitted of needed.
 */
export function QueueProgressBars({
  progress,
  compact = false,
}: {
  progress: QueueProgress;
  compact?: boolean;
}) {
  const t = useTranslations("annotate.progress");
  const { mine, project } = progress;
  return (
    <div
      className={compact ? "grid gap-3 sm:grid-cols-2" : "space-y-3"}
      data-testid="queue-progress"
    >
      <ProgressBar
        label={t("mine")}
        value={mine.submitted}
        max={Math.max(project.items, 1)}
        valueText={t("mineValue", {
          submitted: mine.submitted,
          items: project.items,
          skipped: mine.skipped,
        })}
        data-testid="progress-mine"
      />
      <ProgressBar
        label={t("project")}
        value={project.done}
        max={Math.max(project.items, 1)}
        valueText={t("projectValue", {
          done: project.done,
          items: project.items,
          submitted: project.annotationsSubmitted,
          needed: project.annotationsNeeded,
        })}
        data-testid="progress-project"
      />
    </div>
  );
}
