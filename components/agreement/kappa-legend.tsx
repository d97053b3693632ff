import { useTranslations } from "next-intl";
import { kappaLegend } from "./kappa-meaning";
import { useStatFormat } from "./use-stat-format";

// The legend's terms in order: each is a `agreement.legend.terms` entry with a term and its meaning.
const terms = ["n", "observed", "expected", "kappa", "weighted", "alpha"] as const;

/** How to read the numbers: what each one is, and the usual bands for kappa. */
export function KappaLegend() {
  const t = useTranslations("agreement");
  const f = useStatFormat();
  return (
    <details
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm"
      open
    >
      <summary className="cursor-pointer font-semibold text-slate-900">{t("legend.title")}</summary>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {terms.map((term) => (
          <div key={term} className="contents">
            <dt className="font-medium">{t(`legend.terms.${term}.term`)}</dt>
            <dd>{t.rich(`legend.terms.${term}.meaning`, { em: (c) => <em>{c}</em> })}</dd>
          </div>
        ))}
      </dl>
      <ul aria-label={t("legend.bands")} className="mt-3 flex flex-wrap gap-2">
        {kappaLegend.map(({ range, band }) => (
          <li key={range} className={`rounded px-2 py-0.5 text-xs ${band.tone}`}>
            <span className="tabular-nums">{f.decimals(range)}</span> {t(`bands.${band.label}`)}
          </li>
        ))}
      </ul>
    </details>
  );
}
