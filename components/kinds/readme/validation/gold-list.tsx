import { useTranslations } from "next-intl";
import type { GoldFunctionality } from "./validation-types";

/** The gold functionality list, numbered like the highlights in the README source. */
export function GoldList({ items }: { items: GoldFunctionality[] }) {
  const t = useTranslations("kindScreens.readmeValidation.gold");
  return (
    <section aria-labelledby="gold-list-title" className="space-y-2">
      <h3 id="gold-list-title" className="text-sm font-semibold text-slate-900">
        {t("title", { count: items.length })}
      </h3>
      {items.length === 0 ? (
        <p
          data-testid="gold-list-empty"
          className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-600"
        >
          {t("empty")}
        </p>
      ) : (
        <ol className="space-y-2" aria-label={t("label")}>
          {items.map((f, i) => (
            <li
              key={f.id}
              data-testid="gold-functionality"
              className="space-y-1 rounded-md border border-slate-200 p-2.5"
            >
              <p className="text-sm text-slate-900">
                <span className="mr-1.5 rounded bg-slate-800 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {i + 1}
                </span>
                {f.abstractive}
              </p>
              <blockquote className="max-h-24 overflow-y-auto border-l-4 border-amber-300 bg-amber-50/60 px-2 py-1 text-xs whitespace-pre-wrap text-slate-700">
                {f.extractive.text}
              </blockquote>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
