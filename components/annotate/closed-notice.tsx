"use client";

import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { changedFields, describeAnnotation } from "./saved-version";
import type { ClosedAssignment } from "./use-assignment-watch";

const verb: Record<ClosedAssignment["status"], string> = {
  submitted: "submitted",
  skipped: "skipped",
  released: "released",
};

/**
 * The assignment on screen is closed (submitted, skipped or released in another tab, or before
 * Back showed this cached page): the form below is read-only and shows what was saved, and this
 * says so, names the saved version, names this tab's values that were not saved, and offers the
 * next item.
 */
export function ClosedNotice({
  closed,
  labels,
  mine,
  hasLocalEdits,
  projectId,
  onNext,
  isBusy,
}: {
  closed: ClosedAssignment;
  labels: Record<string, string>;
  /** This tab's annotation when the closure was found (normalized by the schema where valid). */
  mine: unknown;
  hasLocalEdits: boolean;
  projectId: number;
  onNext: () => void;
  isBusy: boolean;
}) {
  const saved =
    closed.annotation !== null
      ? describeAnnotation({ labels, annotation: closed.annotation })
      : null;
  const changed =
    closed.annotation !== null && hasLocalEdits
      ? changedFields({ labels, saved: closed.annotation, mine })
      : [];
  const what = closed.isOnShow
    ? `You already ${verb[closed.status]} this item`
    : `This item was ${verb[closed.status]} in another tab or window`;
  return (
    <Alert tone="info" data-testid="submitted-elsewhere">
      <p>
        {what}
        {saved ? (
          <>
            {" "}
            with: <span className="font-medium">{saved}</span>.
          </>
        ) : (
          "."
        )}{" "}
        {changed.length > 0 ? (
          <strong className="font-semibold">
            Your unsaved changes here (
            {describeAnnotation({ labels, annotation: mine, keys: changed })}) were not saved.
          </strong>
        ) : null}
      </p>
      <p className="mt-1">
        {saved
          ? "The form below shows the saved version; it can no longer be changed here."
          : "Nothing here can be changed any more."}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="primary" size="sm" onClick={onNext} disabled={isBusy} autoFocus>
          Next item
        </Button>
        <ButtonLink href={`/projects/${projectId}`} size="sm">
          Back to the project
        </ButtonLink>
      </div>
    </Alert>
  );
}
