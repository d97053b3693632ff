import { useTranslations } from "next-intl";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { ValidationProgress } from "@/lib/gold/get-validation-progress";

/** Mine: gold lists I rated, of those I may rate at all. Round: gold lists that have both ratings. */
export function ValidationProgressBars({
  progress,
  compact = false,
}: {
  progress: ValidationProgress;
  compact?: boolean;
}) {
  const t = useTranslations("validate.progress");
  const { gold, complete, mine, open } = progress;
  const reachable = mine + open;
  return (
    <div
      className={compact ? "grid gap-3 sm:grid-cols-2" : "space-y-3"}
      data-testid="validation-progress"
    >
      <ProgressBar
        label={t("mine")}
        value={mine}
        max={Math.max(reachable, 1)}
        valueText={t("mineValue", { mine, open })}
        data-testid="progress-my-ratings"
      />
      <ProgressBar
        label={t("round")}
        value={complete}
        max={Math.max(gold, 1)}
        valueText={t("roundValue", { complete, gold })}
        data-testid="progress-round"
      />
    </div>
  );
}
