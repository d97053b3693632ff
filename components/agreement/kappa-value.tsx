import { useTranslations } from "next-intl";
import { kappaBand, undefinedReason, type KappaStats } from "./kappa-meaning";
import { useStatFormat } from "./use-stat-format";

/**
 * A kappa with its Landis & Koch band, or the word "undefined" and why (never a fake 0 or 1).
 * `compact` gives the reason in a few words on the same line, the full one in the tooltip.
 */
export function KappaValue({ stats, compact = false }: { stats: KappaStats; compact?: boolean }) {
  const t = useTranslations("agreement");
  const f = useStatFormat();
  const reason = undefinedReason(stats);
  if (reason !== null) {
    return (
      <span
        data-testid="kappa-undefined"
        title={t("undefined.title", { reason: t(`undefined.full.${reason}`) })}
        className={compact ? "whitespace-nowrap" : undefined}
      >
        <span className="font-medium text-slate-500 italic">{t("undefined.word")}</span>
        {compact ? (
          <span className="ml-1 text-xs text-slate-500">({t(`undefined.short.${reason}`)})</span>
        ) : (
          <span className="block text-xs text-slate-500">{t(`undefined.full.${reason}`)}</span>
        )}
      </span>
    );
  }
  const band = kappaBand(stats.kappa);
  return (
    <span
      className="inline-flex items-center gap-1.5 whitespace-nowrap"
      title={
        band
          ? t("bandTitle", { kappa: f.stat(stats.kappa, 3), band: t(`bands.${band.label}`) })
          : undefined
      }
    >
      <span data-testid="kappa" className="font-semibold text-slate-900 tabular-nums">
        {f.stat(stats.kappa)}
      </span>
      {band && !compact ? (
        <span className={`rounded px-1.5 py-0.5 text-xs ${band.tone}`}>
          {t(`bands.${band.label}`)}
        </span>
      ) : null}
    </span>
  );
}

/** A weighted kappa or alpha: a number, or "undefined" (the reason is the plain kappa's). */
export function OptionalKappa({ value }: { value: number | null | undefined }) {
  const t = useTranslations("agreement.undefined");
  const f = useStatFormat();
  if (value === undefined) return <span className="text-slate-500">—</span>;
  if (value === null) return <span className="text-slate-500 italic">{t("word")}</span>;
  return <span className="tabular-nums">{f.stat(value)}</span>;
}
