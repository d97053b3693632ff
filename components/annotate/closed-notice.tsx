"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { icuFlag } from "./icu-flag";
import { changedFields, describeAnnotation } from "./saved-version";
import type { ClosedAssignment } from "./use-assignment-watch";

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
  const t = useTranslations("annotate.closed");
  const words = { none: t("values.none"), yes: t("values.yes"), no: t("values.no") };
  const saved =
    closed.annotation !== null
      ? describeAnnotation({ labels, annotation: closed.annotation, words })
      : null;
  const changed =
    closed.annotation !== null && hasLocalEdits
      ? changedFields({ labels, saved: closed.annotation, mine })
      : [];
  const where = closed.isOnShow ? "mine" : "elsewhere";
  return (
    <Alert tone="info" data-testid="submitted-elsewhere">
      <p>
        {t.rich(`${where}.${closed.status}`, {
          hasSaved: icuFlag(saved !== null),
          saved: saved ?? "",
          b: (c) => <span className="font-medium">{c}</span>,
        })}{" "}
        {changed.length > 0 ? (
          <strong className="font-semibold">
            {t("unsaved", {
              changes: describeAnnotation({ labels, annotation: mine, keys: changed, words }),
            })}
          </strong>
        ) : null}
      </p>
      <p className="mt-1">{saved ? t("savedShown") : t("nothingChangeable")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="primary" size="sm" onClick={onNext} disabled={isBusy} autoFocus>
          {t("next")}
        </Button>
        <ButtonLink href={`/projects/${projectId}`} size="sm">
          {t("back")}
        </ButtonLink>
      </div>
    </Alert>
  );
}
