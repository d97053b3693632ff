"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/styles";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { textLimits } from "@/lib/annotations/text-limits";
import { TextCounter } from "./text-counter";

/** Reasons one click fills in: their keys in `annotate.skip.suggestions`. */
const suggestions = ["language", "expertise", "broken"] as const;

/** Skipping needs a reason; the item is then never offered to this person again. */
export function SkipDialog({
  open,
  isBusy,
  error,
  onCancel,
  onSkip,
  consequence,
}: {
  open: boolean;
  /** What skipping means here, shown above the reason (default: an annotation item's). */
  consequence?: string;
  isBusy: boolean;
  error: string | null;
  onCancel: () => void;
  onSkip: (reason: string) => void;
}) {
  const t = useTranslations("annotate.skip");
  const [reason, setReason] = useState("");
  const isEmpty = reason.trim() === "";
  return (
    <ModalDialog open={open} title={t("title")} onClose={onCancel} data-testid="skip-dialog">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!isEmpty && !isBusy) onSkip(reason.trim());
        }}
      >
        <p className="text-sm text-slate-600">{consequence ?? t("consequence")}</p>
        <div>
          <label htmlFor="skip-reason" className="mb-1 block text-sm font-medium text-slate-800">
            {t("reason")}
          </label>
          <textarea
            id="skip-reason"
            data-autofocus
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={controlClass}
            aria-describedby={error ? "skip-error skip-reason-count" : "skip-reason-count"}
          />
          <TextCounter
            id="skip-reason-count"
            length={reason.trim().length}
            max={textLimits.skip_reason}
          />
          <div className="mt-2 flex flex-wrap gap-1.5">
            {suggestions.map((s) => (
              <Button
                key={s}
                size="sm"
                variant="ghost"
                className="border border-slate-200 text-xs"
                onClick={() => setReason(t(`suggestions.${s}`))}
              >
                {t(`suggestions.${s}`)}
              </Button>
            ))}
          </div>
        </div>
        {error ? (
          <p id="skip-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={isEmpty || isBusy}>
            {isBusy ? t("busy") : t("submit")}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * Asks before a release (Shift+R or the button): an annotator's slot goes back with their draft
 * kept; in a project that claims by file (decision 051) the file's other open comments go too; an
 * adjudicator's claim goes back with its decision in progress discarded.
 * Enter releases (the focused button), Escape cancels.
 */
export function ReleaseDialog({
  open,
  isBusy,
  error,
  onCancel,
  onRelease,
  scope = "item",
}: {
  open: boolean;
  isBusy: boolean;
  error: string | null;
  onCancel: () => void;
  onRelease: () => void;
  scope?: "item" | "group" | "adjudication";
}) {
  const t = useTranslations("annotate.release");
  return (
    <ModalDialog open={open} title={t("title")} onClose={onCancel} data-testid="release-dialog">
      <p className="text-sm text-slate-600">{t(`description.${scope}`)}</p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button data-autofocus variant="primary" onClick={onRelease} disabled={isBusy}>
          {isBusy ? t("busy") : t("submit")}
        </Button>
      </div>
    </ModalDialog>
  );
}
