"use client";

import { useTranslations } from "next-intl";
import { Button, ButtonKey } from "@/components/ui/button";
import { sentence } from "./form-errors";

/** Key names as printed on keyboards: the same in every language. */
export const keyNames = {
  submit: "Ctrl/⌘+Enter",
  skip: "Shift+S",
  release: "Shift+R",
} as const;

/** Why a submit would be refused (live), and the submit / skip / release buttons (skip and release when given), each with its key. */
export function SubmitBar({
  blockers,
  isLocked,
  isSubmitting,
  onSubmit,
  onSkip,
  onRelease,
  action = "submit",
}: {
  blockers: string[];
  isLocked: boolean;
  isSubmitting: boolean;
  onSubmit: () => void;
  /** What the button does: submit, or save a revision (the revise screen). */
  action?: "submit" | "revise";
  onSkip?: () => void;
  onRelease?: () => void;
}) {
  const t = useTranslations("annotate.submitBar");
  return (
    <section
      aria-label={t("region")}
      data-testid="submit-bar"
      className="space-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm short:py-2"
    >
      <div data-testid="submit-readiness" aria-live="polite" className="text-sm">
        {blockers.length === 0 ? (
          <p className="font-medium text-emerald-700">{t("ready", { action })}</p>
        ) : (
          // Short windows: one line, the first reason after the heading (its full text in the title).
          <div className="short:flex short:min-w-0 short:gap-1">
            <p className="font-medium whitespace-nowrap text-slate-800">
              {t("blocked", { action })}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700 short:mt-0 short:min-w-0 short:list-none short:pl-0 short:[&>li:not(:first-child)]:hidden">
              {blockers.slice(0, 3).map((b) => (
                <li key={b} title={sentence(b)} className="short:truncate">
                  {sentence(b)}
                </li>
              ))}
              {blockers.length > 3 ? <li>{t("more", { count: blockers.length - 3 })}</li> : null}
            </ul>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="primary"
          onClick={onSubmit}
          disabled={isLocked}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          data-testid="submit-button"
        >
          {t(isSubmitting ? `${action}.busy` : `${action}.label`)}
          <ButtonKey onPrimary>{keyNames.submit}</ButtonKey>
        </Button>
        {onSkip ? (
          <Button
            variant="secondary"
            onClick={onSkip}
            disabled={isLocked}
            aria-keyshortcuts="Shift+S"
          >
            {t("skip")}
            <ButtonKey className="short:hidden">{keyNames.skip}</ButtonKey>
          </Button>
        ) : null}
        {onRelease ? (
          <Button
            variant="ghost"
            onClick={onRelease}
            disabled={isLocked}
            aria-keyshortcuts="Shift+R"
          >
            {t("release")}
            <ButtonKey className="short:hidden">{keyNames.release}</ButtonKey>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
