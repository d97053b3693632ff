import { kappaLegend } from "./kappa-meaning";

/** How to read the numbers: what each one is, and the usual bands for kappa. */
export function KappaLegend() {
  return (
    <details
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm"
      open
    >
      <summary className="cursor-pointer font-semibold text-slate-900">
        What the numbers mean
      </summary>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">n</dt>
        <dd>
          Items where both raters (the item&apos;s first two submitted annotations, A and B) gave
          this field.
        </dd>
        <dt className="font-medium">observed pₒ</dt>
        <dd>Share of those items where A and B chose the same label.</dd>
        <dt className="font-medium">expected pₑ</dt>
        <dd>Agreement two raters would reach by chance with these label frequencies.</dd>
        <dt className="font-medium">Cohen&apos;s κ</dt>
        <dd>
          (pₒ − pₑ) / (1 − pₑ): 1 is perfect agreement, 0 is chance level, below 0 worse than
          chance. <em>Undefined</em> when pₑ = 1 (both raters used a single label) or n = 0 — never
          shown as 0 or 1.
        </dd>
        <dt className="font-medium">linear / quadratic κ</dt>
        <dd>
          For ordered labels (correct &gt; partially correct &gt; incorrect, ratings 1–4): near
          misses count as partial agreement.
        </dd>
        <dt className="font-medium">Krippendorff&apos;s α</dt>
        <dd>
          Agreement across all annotators at once, allowing missing ratings, since pairs rotate.
        </dd>
      </dl>
      <ul aria-label="Kappa bands (Landis & Koch)" className="mt-3 flex flex-wrap gap-2">
        {kappaLegend.map(({ range, band }) => (
          <li key={range} className={`rounded px-2 py-0.5 text-xs ${band.tone}`}>
            <span className="tabular-nums">{range}</span> {band.label}
          </li>
        ))}
      </ul>
    </details>
  );
}
