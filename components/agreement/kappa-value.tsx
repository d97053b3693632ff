import { formatStat } from "./format";
import { kappaBand, shortUndefinedReason, undefinedReason, type KappaStats } from "./kappa-meaning";

/**
 * A kappa with its Landis & Koch band, or the word "undefined" and why (never a fake 0 or 1).
 * `compact` gives the reason in a few words on the same line, the full one in the tooltip.
 */
export function KappaValue({ stats, compact = false }: { stats: KappaStats; compact?: boolean }) {
  const reason = undefinedReason(stats);
  if (reason !== null) {
    return (
      <span
        data-testid="kappa-undefined"
        title={`Kappa is undefined: ${reason}`}
        className={compact ? "whitespace-nowrap" : undefined}
      >
        <span className="font-medium text-slate-500 italic">undefined</span>
        {compact ? (
          <span className="ml-1 text-xs text-slate-500">({shortUndefinedReason(stats)})</span>
        ) : (
          <span className="block text-xs text-slate-500">{reason}</span>
        )}
      </span>
    );
  }
  const band = kappaBand(stats.kappa);
  return (
    <span
      className="inline-flex items-center gap-1.5 whitespace-nowrap"
      title={band ? `${formatStat(stats.kappa, 3)}: ${band.label} agreement` : undefined}
    >
      <span data-testid="kappa" className="font-semibold text-slate-900 tabular-nums">
        {formatStat(stats.kappa)}
      </span>
      {band && !compact ? (
        <span className={`rounded px-1.5 py-0.5 text-xs ${band.tone}`}>{band.label}</span>
      ) : null}
    </span>
  );
}

/** A weighted kappa or alpha: a number, or "undefined" (the reason is the plain kappa's). */
export function OptionalKappa({ value }: { value: number | null | undefined }) {
  if (value === undefined) return <span className="text-slate-500">—</span>;
  if (value === null) return <span className="text-slate-500 italic">undefined</span>;
  return <span className="tabular-nums">{formatStat(value)}</span>;
}
