"use client";

import { Button, ButtonKey } from "@/components/ui/button";
import { sentence } from "./form-errors";

/** Why a submit would be refused (live), and the submit / skip / release buttons (skip and release when given), each with its key. */
export function SubmitBar({
  blockers,
  isLocked,
  isSubmitting,
  onSubmit,
  onSkip,
  onRelease,
  submitLabel = "Submit",
  busyLabel = "Submitting…",
}: {
  blockers: string[];
  isLocked: boolean;
  isSubmitting: boolean;
  onSubmit: () => void;
  /** The button's text, and while sending ("Save revision", "Saving…" on the revise screen). */
  submitLabel?: string;
  busyLabel?: string;
  onSkip?: () => void;
  onRelease?: () => void;
}) {
  return (
    <section
      aria-label="Submit"
      data-testid="submit-bar"
      className="space-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm short:py-2"
    >
      <div data-testid="submit-readiness" aria-live="polite" className="text-sm">
        {blockers.length === 0 ? (
          <p className="font-medium text-emerald-700">Ready to {submitLabel.toLowerCase()}.</p>
        ) : (
          // Short windows: one line, the first reason after the heading (its full text in the title).
          <div className="short:flex short:min-w-0 short:gap-1">
            <p className="font-medium whitespace-nowrap text-slate-800">
              Before you can {submitLabel.toLowerCase()}:
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700 short:mt-0 short:min-w-0 short:list-none short:pl-0 short:[&>li:not(:first-child)]:hidden">
              {blockers.slice(0, 3).map((b) => (
                <li key={b} title={sentence(b)} className="short:truncate">
                  {sentence(b)}
                </li>
              ))}
              {blockers.length > 3 ? (
                <li>and {blockers.length - 3} more (see the messages in the form).</li>
              ) : null}
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
          {isSubmitting ? busyLabel : submitLabel}
          <ButtonKey onPrimary>Ctrl/⌘+Enter</ButtonKey>
        </Button>
        {onSkip ? (
          <Button
            variant="secondary"
            onClick={onSkip}
            disabled={isLocked}
            aria-keyshortcuts="Shift+S"
          >
            Skip…
            <ButtonKey className="short:hidden">Shift+S</ButtonKey>
          </Button>
        ) : null}
        {onRelease ? (
          <Button
            variant="ghost"
            onClick={onRelease}
            disabled={isLocked}
            aria-keyshortcuts="Shift+R"
          >
            Release
            <ButtonKey className="short:hidden">Shift+R</ButtonKey>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
