"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/styles";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { textLimits } from "@/lib/annotations/text-limits";
import { TextCounter } from "./text-counter";

const suggestions = [
  "I don't know this language well enough",
  "Outside my expertise",
  "The item is broken or unreadable",
];

/** Skipping needs a reason; the item is then never offered to this person again. */
export function SkipDialog({
  open,
  isBusy,
  error,
  onCancel,
  onSkip,
  consequence = "You will not be offered this item again; someone else annotates it instead.",
}: {
  open: boolean;
  /** What skipping means here, shown above the reason. */
  consequence?: string;
  isBusy: boolean;
  error: string | null;
  onCancel: () => void;
  onSkip: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const isEmpty = reason.trim() === "";
  return (
    <ModalDialog open={open} title="Skip this item" onClose={onCancel} data-testid="skip-dialog">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!isEmpty && !isBusy) onSkip(reason.trim());
        }}
      >
        <p className="text-sm text-slate-600">{consequence}</p>
        <div>
          <label htmlFor="skip-reason" className="mb-1 block text-sm font-medium text-slate-800">
            Reason for skipping
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
                onClick={() => setReason(s)}
              >
                {s}
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
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={isEmpty || isBusy}>
            {isBusy ? "Skipping…" : "Skip item"}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

const annotateRelease =
  "The item goes back to the queue for now. Your draft is kept, and the item may come back to you later.";
/** In a project that claims by file (decision 051): the release gives back the file's other open comments too. */
export const groupRelease =
  "The file's comments you have not submitted go back to the queue and others may take them; your drafts are kept.";

/**
 * Asks before a release (Shift+R or the button): an annotator's slot goes back with their draft
 * kept; an adjudicator's claim goes back with its decision in progress discarded (`description`).
 * Enter releases (the focused button), Escape cancels.
 */
export function ReleaseDialog({
  open,
  isBusy,
  error,
  onCancel,
  onRelease,
  description = annotateRelease,
}: {
  open: boolean;
  isBusy: boolean;
  error: string | null;
  onCancel: () => void;
  onRelease: () => void;
  description?: string;
}) {
  return (
    <ModalDialog
      open={open}
      title="Release this item"
      onClose={onCancel}
      data-testid="release-dialog"
    >
      <p className="text-sm text-slate-600">{description}</p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button data-autofocus variant="primary" onClick={onRelease} disabled={isBusy}>
          {isBusy ? "Releasing…" : "Release item"}
        </Button>
      </div>
    </ModalDialog>
  );
}
