"use client";

import { useTranslations } from "next-intl";
import type { KeyboardEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { textLimits } from "@/lib/annotations/text-limits";
import { FieldMessage } from "@/components/annotate/field-message";
import { errorsAt, type FieldErrorMap } from "@/components/annotate/form-errors";
import { TextCounter } from "@/components/annotate/text-counter";
import type { Functionality } from "./readme-form";

export const abstractiveId = (id: string) => `functionality-${id}-abstractive`;

/**
 * The functionalities: quote of the span, own-words text (required), reorder, replace span (when
 * `onReplaceSpan` is given), delete. `empty` says how to add the first one.
 */
export function FunctionalityList({
  items,
  errors,
  onChange,
  onReplaceSpan,
  canReplace = false,
  empty,
}: {
  items: Functionality[];
  errors: FieldErrorMap;
  onChange: (next: Functionality[]) => void;
  onReplaceSpan?: (index: number) => void;
  canReplace?: boolean;
  empty?: ReactNode;
}) {
  const t = useTranslations("kindScreens.readmeExtraction.list");
  const move = (i: number, dir: -1 | 1) => {
    const j = i + dir;
    if (j < 0 || j >= items.length) return;
    const next = [...items];
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
  };
  // Alt+↑/↓ anywhere inside an entry moves it; focus stays on the same element (keyed by id).
  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLLIElement>) => {
    if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
    e.preventDefault();
    move(i, e.key === "ArrowUp" ? -1 : 1);
  };

  if (items.length === 0) {
    return (
      <p
        data-testid="functionality-empty"
        className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-600"
      >
        {empty ?? t.rich("empty", { kbd: (chunks) => <kbd>{chunks}</kbd> })}
      </p>
    );
  }
  return (
    <ol className="space-y-3" aria-label={t("label")}>
      {items.map((f, i) => {
        const id = abstractiveId(f.id);
        const absErrors = errorsAt(errors, `functionalities.${i}.abstractive`);
        const spanErrors = errorsAt(errors, `functionalities.${i}.extractive`, true);
        return (
          <li
            key={f.id}
            data-testid="functionality"
            aria-label={t("entry", { n: i + 1 })}
            onKeyDown={onKeyDown(i)}
            className="space-y-1.5 rounded-md border border-slate-200 bg-white p-2.5"
          >
            <div className="flex flex-wrap items-center gap-1">
              <span className="mr-auto text-xs font-semibold text-slate-700">
                #{i + 1}{" "}
                <span className="font-normal text-slate-500">
                  {t("chars", { start: f.extractive.start, end: f.extractive.end })}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                className="px-1.5"
                aria-label={t("moveUp", { n: i + 1 })}
                aria-keyshortcuts="Alt+ArrowUp"
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="px-1.5"
                aria-label={t("moveDown", { n: i + 1 })}
                aria-keyshortcuts="Alt+ArrowDown"
                disabled={i === items.length - 1}
                onClick={() => move(i, 1)}
              >
                ↓
              </Button>
              {onReplaceSpan ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="px-1.5 text-xs"
                  aria-label={t("useSelectionAria", { n: i + 1 })}
                  disabled={!canReplace}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => onReplaceSpan(i)}
                >
                  {t("useSelection")}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                className="px-1.5 text-xs text-red-700"
                aria-label={t("deleteAria", { n: i + 1 })}
                onClick={() => onChange(items.filter((x) => x.id !== f.id))}
              >
                {t("delete")}
              </Button>
            </div>
            <blockquote
              data-testid="functionality-quote"
              className="max-h-28 overflow-y-auto border-l-4 border-amber-300 bg-amber-50/60 px-2 py-1 text-xs whitespace-pre-wrap text-slate-700"
            >
              {f.extractive.text}
            </blockquote>
            <FieldMessage id={`${id}-span-error`} messages={spanErrors} />
            <label htmlFor={id} className="block text-xs font-medium text-slate-700">
              {t("ownWords", { n: i + 1 })}
            </label>
            <textarea
              id={id}
              rows={2}
              value={f.abstractive}
              aria-required
              onChange={(e) =>
                onChange(
                  items.map((x) => (x.id === f.id ? { ...x, abstractive: e.target.value } : x)),
                )
              }
              aria-invalid={absErrors.length ? true : undefined}
              aria-describedby={`${absErrors.length ? `${id}-error ` : ""}${id}-count`}
              className="block w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none aria-[invalid=true]:border-red-500"
            />
            <TextCounter
              id={`${id}-count`}
              length={f.abstractive.trim().length}
              max={textLimits.abstractive}
            />
            <FieldMessage id={`${id}-error`} messages={absErrors} />
          </li>
        );
      })}
    </ol>
  );
}
