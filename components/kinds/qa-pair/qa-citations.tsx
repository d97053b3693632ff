"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { textLimits } from "@/lib/annotations/text-limits";
import { FieldMessage } from "@/components/annotate/field-message";
import { TextCounter } from "@/components/annotate/text-counter";
import { errorsAt, type FieldErrorMap } from "@/components/annotate/form-errors";
import { distinctCitationUrls, type Citation } from "./qa-form";
import { citableReferences, isSameUrl, withCitation, type Reference } from "./qa-keys";

const NEEDED = 2;
// An example of the input's format, the same in every language.
const URL_PLACEHOLDER = "https://…";
const inputClass =
  "block w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none aria-[invalid=true]:border-red-500";

/**
 * Evidence for an accepted pair: two or more distinct http(s) URLs, each with an optional quote.
 * `showKeys` shows the workspace's keys (C then n cites reference n) beside the buttons.
 */
export function QaCitations({
  citations,
  references,
  errors,
  onChange,
  showKeys,
  isCiting = false,
}: {
  citations: Citation[];
  references: Reference[];
  errors: FieldErrorMap;
  onChange: (next: Citation[]) => void;
  showKeys: boolean;
  /** C was pressed and a digit is awaited: the reference numbers are highlighted. */
  isCiting?: boolean;
}) {
  const t = useTranslations("kindScreens.qaPair.citations");
  const base = useId();
  const urlId = (i: number) => `${base}-url-${i}`;
  const count = distinctCitationUrls(citations);
  const listErrors = errorsAt(errors, "citations");
  const focusSoon = (i: number) =>
    window.setTimeout(() => document.getElementById(urlId(i))?.focus(), 0);
  const set = (i: number, patch: Partial<Citation>) =>
    onChange(citations.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const add = () => {
    onChange([...citations, { url: "", quote: "" }]);
    focusSoon(citations.length);
  };
  const cite = (url: string) => onChange(withCitation(citations, url));
  const citable = citableReferences(references);

  return (
    <div data-annotate-field="citations" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t("title")}</h3>
        <p
          data-testid="citation-count"
          aria-live="polite"
          className={`text-xs font-medium ${count >= NEEDED ? "text-emerald-700" : "text-amber-800"}`}
        >
          {count >= NEEDED ? t("enough", { count }) : t("needed", { needed: NEEDED, count })}
        </p>
      </div>
      {listErrors.length ? <FieldMessage id={`${base}-error`} messages={listErrors} /> : null}
      <ol className="space-y-2">
        {citations.map((c, i) => {
          const urlErrors = errorsAt(errors, `citations.${i}.url`);
          const quoteErrors = errorsAt(errors, `citations.${i}.quote`);
          const isDuplicate = citations.slice(0, i).some((d) => isSameUrl(d.url, c.url));
          return (
            <li
              key={i}
              data-testid="citation-row"
              className="space-y-1.5 rounded-md border border-slate-200 p-2"
            >
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <label
                    htmlFor={urlId(i)}
                    className="mb-0.5 block text-xs font-medium text-slate-700"
                  >
                    {t("url", { n: i + 1 })}
                  </label>
                  <input
                    id={urlId(i)}
                    type="url"
                    inputMode="url"
                    placeholder={URL_PLACEHOLDER}
                    value={c.url}
                    onChange={(e) => set(i, { url: e.target.value })}
                    aria-invalid={urlErrors.length ? true : undefined}
                    aria-describedby={
                      urlErrors.length || isDuplicate ? `${urlId(i)}-error` : undefined
                    }
                    className={inputClass}
                  />
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t("removeAria", { n: i + 1 })}
                  onClick={() => onChange(citations.filter((_, j) => j !== i))}
                >
                  {t("remove")}
                </Button>
              </div>
              <FieldMessage
                id={`${urlId(i)}-error`}
                messages={[...urlErrors, ...(isDuplicate ? [t("duplicate")] : [])]}
              />
              <label htmlFor={`${urlId(i)}-quote`} className="sr-only">
                {t("quote", { n: i + 1 })}
              </label>
              <textarea
                id={`${urlId(i)}-quote`}
                rows={2}
                placeholder={t("quotePlaceholder")}
                value={c.quote}
                onChange={(e) => set(i, { quote: e.target.value })}
                aria-invalid={quoteErrors.length ? true : undefined}
                className={inputClass}
                aria-describedby={`${quoteErrors.length ? `${urlId(i)}-quote-error ` : ""}${urlId(i)}-quote-count`}
              />
              <TextCounter
                id={`${urlId(i)}-quote-count`}
                length={c.quote.length}
                max={textLimits.quote}
              />
              <FieldMessage id={`${urlId(i)}-quote-error`} messages={quoteErrors} />
            </li>
          );
        })}
      </ol>
      <Button size="sm" variant="secondary" onClick={add} data-testid="add-citation">
        {t("add")}
        {showKeys ? (
          <kbd aria-hidden="true" className="ml-1">
            U
          </kbd>
        ) : null}
      </Button>
      {citable.length ? (
        <div className="space-y-1 pt-1">
          <p className="text-xs font-medium text-slate-600">
            {t("references")}
            {showKeys ? (
              <span
                data-testid="cite-key-hint"
                className={`ml-2 font-normal ${isCiting ? "font-semibold text-indigo-800" : "text-slate-600"}`}
              >
                {isCiting ? t("pressNumber") : t("pressC")}
              </span>
            ) : null}
          </p>
          <ul className="space-y-1">
            {citable.map((r) => {
              const isCited = citations.some((c) => isSameUrl(c.url, r.url));
              return (
                <li key={r.url} className="flex items-center gap-2 text-xs">
                  <Button
                    size="sm"
                    variant="secondary"
                    className="shrink-0 px-2 py-0.5 text-xs"
                    disabled={isCited}
                    aria-label={t(isCited ? "citedAria" : "citeAria", { title: r.title ?? r.url })}
                    onClick={() => cite(r.url)}
                  >
                    {isCited ? t("cited") : t("cite")}
                  </Button>
                  {/* Beside the button, not in it: a button's visible text must be part of its name. */}
                  {showKeys && r.n <= 9 ? (
                    <kbd aria-hidden="true" className={isCiting ? "ring-2 ring-indigo-400" : ""}>
                      C {r.n}
                    </kbd>
                  ) : null}
                  <span className="min-w-0 truncate text-slate-600" title={r.url}>
                    {r.title ?? r.url}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
