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
  const { mine, project } = progress;
  return (
    <div
      className={compact ? "grid gap-3 sm:grid-cols-2" : "space-y-3"}
      data-testid="queue-progress"
    >
      <ProgressBar
        label="My annotations"
        value={mine.submitted}
        max={Math.max(project.items, 1)}
        valueText={`${mine.submitted} of ${project.items} items submitted${mine.skipped ? `, ${mine.skipped} skipped` : ""}`}
        data-testid="progress-mine"
      />
      <ProgressBar
        label="Project"
        value={project.done}
        max={Math.max(project.items, 1)}
        valueText={`${project.done} of ${project.items} items done · ${project.annotationsSubmitted} of ${project.annotationsNeeded} annotations`}
        data-testid="progress-project"
      />
    </div>
  );
}
