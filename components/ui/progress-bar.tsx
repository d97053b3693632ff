import { useFormatter } from "next-intl";

/** A determinate bar (role=progressbar with aria-valuenow), or an indeterminate one when `value` is null. */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  showLabel = true,
  ...rest
}: {
  label: string;
  value: number | null;
  max?: number;
  valueText?: string;
  showLabel?: boolean;
  "data-testid"?: string;
}) {
  const format = useFormatter();
  const percent =
    value === null || max <= 0 ? null : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <div className="space-y-1">
      {showLabel ? (
        <div className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-600">
          <span className="font-medium">{label}</span>
          <span aria-hidden="true" className="text-right">
            {valueText ??
              (percent === null
                ? ""
                : format.number(percent / 100, { style: "percent", maximumFractionDigits: 0 }))}
          </span>
        </div>
      ) : null}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        {...(value === null ? {} : { "aria-valuenow": value })}
        {...(valueText ? { "aria-valuetext": valueText } : {})}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
        {...rest}
      >
        {percent === null ? (
          <div className="h-full w-full animate-pulse rounded-full bg-indigo-400" />
        ) : (
          <div
            className="h-full rounded-full bg-indigo-600 transition-[width] duration-200"
            style={{ width: `${percent}%` }}
          />
        )}
      </div>
    </div>
  );
}
