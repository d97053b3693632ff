import { useTranslations } from "next-intl";
import type { VisibleStatus } from "@/lib/projects/visible-item-counts";

// Statuses grouped the way a lead reads progress: finished (gold, agreed, rejected), needing a
// decision (disagreement, in adjudication), being worked on, and not started. Viewers blind to
// outcomes (visibleItemCounts) get every item past annotation as `annotated`: all annotations in.
// `label`: a status name from `common.statuses`, or one of the breakdown's own (`common.breakdown`).
const groups: {
  key: string;
  label:
    | "statuses.gold"
    | "statuses.agreed"
    | "statuses.rejected"
    | "statuses.disagreement"
    | "breakdown.annotated"
    | "breakdown.inProgress"
    | "statuses.pending";
  statuses: VisibleStatus[];
  bar: string;
  dot: string;
}[] = [
  {
    key: "gold",
    label: "statuses.gold",
    statuses: ["gold"],
    bar: "bg-amber-400",
    dot: "bg-amber-400",
  },
  {
    key: "agreed",
    label: "statuses.agreed",
    statuses: ["agreed"],
    bar: "bg-emerald-500",
    dot: "bg-emerald-500",
  },
  {
    key: "rejected",
    label: "statuses.rejected",
    statuses: ["rejected"],
    bar: "bg-red-400",
    dot: "bg-red-400",
  },
  {
    key: "disagreement",
    label: "statuses.disagreement",
    statuses: ["disagreement", "in_adjudication"],
    bar: "bg-orange-500",
    dot: "bg-orange-500",
  },
  {
    key: "annotated",
    label: "breakdown.annotated",
    statuses: ["annotated"],
    bar: "bg-indigo-500",
    dot: "bg-indigo-500",
  },
  {
    key: "in_progress",
    label: "breakdown.inProgress",
    statuses: ["in_annotation"],
    bar: "bg-blue-500",
    dot: "bg-blue-500",
  },
  {
    key: "pending",
    label: "statuses.pending",
    statuses: ["pending"],
    bar: "bg-slate-300",
    dot: "bg-slate-300",
  },
];

const finished: VisibleStatus[] = ["gold", "agreed", "rejected"];

export function StatusBreakdown({
  counts,
  total,
  outcomesHidden,
  label,
}: {
  counts: Partial<Record<VisibleStatus, number>>;
  total: number;
  outcomesHidden: boolean;
  label?: string;
}) {
  const sum = (statuses: VisibleStatus[]) => statuses.reduce((n, s) => n + (counts[s] ?? 0), 0);
  const done = sum(outcomesHidden ? ["annotated"] : finished);
  const t = useTranslations("common");
  const segments = groups
    .map((g) => ({ ...g, label: t(g.label), count: sum(g.statuses) }))
    .filter((g) => g.count > 0);
  const hidden = outcomesHidden ? "true" : "false";
  const valueText = t("breakdown.valueText", { done, total, hidden });
  label ??= t("breakdown.label", { hidden });
  return (
    <div className="space-y-2" data-testid="status-breakdown">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={valueText}
        className="flex h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        {total > 0
          ? segments.map((s) => (
              <div
                key={s.key}
                className={`h-full ${s.bar}`}
                style={{ width: `${(s.count / total) * 100}%` }}
                title={t("breakdown.segment", { label: s.label, count: s.count })}
              />
            ))
          : null}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {total === 0 ? <li>{t("breakdown.noItems")}</li> : null}
        {segments.map((s) => (
          <li key={s.key} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full ${s.dot}`} />
            {s.label} <span className="font-medium text-slate-800 tabular-nums">{s.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
