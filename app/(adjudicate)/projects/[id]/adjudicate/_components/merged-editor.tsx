"use client";

import { useTranslations } from "next-intl";
import type { FieldErrorMap } from "@/components/annotate/form-errors";
import { unionLabel, type MergeBase } from "@/components/adjudicate/merge-copy";
import { kindClientUi } from "@/components/kinds/client-registry";
import type { MergeContext } from "@/components/kinds/kind-ui";
import { Button } from "@/components/ui/button";

export type { MergeContext } from "@/components/kinds/kind-ui";

/** The merged copy as the kind's structured form, with buttons to start it again from A, B or both. */
export function MergedEditor({
  value,
  update,
  errors,
  context,
  onRestart,
  disabled,
}: {
  value: unknown;
  update: (next: (prev: unknown) => unknown) => void;
  /** The server's messages for the gold, keyed by the form's paths. */
  errors: FieldErrorMap;
  context: MergeContext;
  onRestart: (base: MergeBase) => void;
  disabled: boolean;
}) {
  const t = useTranslations("adjudicate.merged");
  const tAll = useTranslations();
  const { kind } = context;
  const union = unionLabel(kind);
  const { MergeForm } = kindClientUi(kind);
  return (
    <div
      data-testid="merged-editor"
      className="space-y-4 rounded-md border border-indigo-200 bg-indigo-50/30 p-3"
    >
      <div
        className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600"
        role="group"
        aria-label={t("restart")}
      >
        <span>{t("from")}</span>
        <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onRestart("a")}>
          A
        </Button>
        {context.b ? (
          <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onRestart("b")}>
            B
          </Button>
        ) : null}
        {context.b && union ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => onRestart("union")}
          >
            {tAll(union)}
          </Button>
        ) : null}
      </div>
      <fieldset disabled={disabled} className="min-w-0 space-y-4">
        <MergeForm value={value} update={update} errors={errors} context={context} />
      </fieldset>
    </div>
  );
}
