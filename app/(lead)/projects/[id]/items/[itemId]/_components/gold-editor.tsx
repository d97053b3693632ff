"use client";

// The lead's gold edit in the kind's own form (the adjudicator's merged-copy editor): started
// from the gold or from any annotation, checked as it is typed by the kind's annotation schema
// (the API's rule), sent to PUT /api/v1/items/{id}/gold with a rationale (audited there).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { goldErrors, mergedGold } from "@/components/adjudicate/merge-copy";
import {
  errorsAt,
  remapErrors,
  validate,
  type FieldErrorMap,
} from "@/components/annotate/form-errors";
import { useShortcuts } from "@/components/annotate/use-shortcuts";
import { kindClientUi } from "@/components/kinds/client-registry";
import type { MergeContext } from "@/components/kinds/kind-ui";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  annotationSchemaFor,
  type AnnotationContext,
} from "@/lib/annotations/annotation-schema-for";

/** Key names, the same in every language. */
const SAVE_KEYS = "Ctrl+Enter";

export type GoldStart = { key: string; label: string; data: Record<string, unknown> };
type ErrorEnvelope = {
  error?: { message?: string; details?: { fields?: Record<string, string[]> } };
};

export function GoldEditor({
  itemId,
  starts,
  context,
  schemaContext,
}: {
  itemId: number;
  /** What the form can start from: the gold first (when there is one), then each annotation. */
  starts: GoldStart[];
  context: Omit<MergeContext, "a" | "b">;
  schemaContext: AnnotationContext;
}) {
  const { kind } = context;
  const t = useTranslations("items.goldEditor");
  const router = useRouter();
  const id = useId();
  const { form, MergeForm } = kindClientUi(kind);
  const [isOpen, setIsOpen] = useState(false);
  const [value, setValue] = useState<unknown>(() => form.parse(starts[0]?.data ?? {}));
  const [rationale, setRationale] = useState("");
  const [serverErrors, setServerErrors] = useState<FieldErrorMap>({});
  const [isAttempted, setIsAttempted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const schema = useMemo(() => annotationSchemaFor(schemaContext), [schemaContext]);
  const clientErrors = useMemo(() => {
    const errors = validate(schema, mergedGold(kind, value));
    return form.formPath ? remapErrors(errors, (p) => form.formPath!(p, value)) : errors;
  }, [schema, kind, value, form]);
  const fieldErrors = {
    ...(isAttempted ? clientErrors : {}),
    ...goldErrors(kind, serverErrors, value),
  };
  const rationaleErrors = errorsAt(serverErrors, "rationale");

  const update = (next: (prev: unknown) => unknown) => {
    setServerErrors({});
    setMessage(null);
    setValue(next);
  };

  async function save() {
    if (isBusy || !isOpen) return;
    setIsAttempted(true);
    if (Object.keys(clientErrors).length) {
      setMessage(t("invalid"));
      return window.setTimeout(
        () =>
          document
            .querySelector<HTMLElement>("[data-testid=gold-editor] [aria-invalid=true]")
            ?.focus(),
        0,
      );
    }
    setIsBusy(true);
    setMessage(null);
    const res = await fetch(`/api/v1/items/${itemId}/gold`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ gold: mergedGold(kind, value), rationale }),
    });
    setIsBusy(false);
    if (res.ok) {
      setIsOpen(false);
      setRationale("");
      setIsAttempted(false);
      return router.refresh();
    }
    const e = (await res.json().catch(() => null)) as ErrorEnvelope | null;
    setServerErrors(e?.error?.details?.fields ?? {});
    setMessage(e?.error?.message ?? t("serverAnswered", { status: res.status }));
  }

  useShortcuts(
    [{ key: "Enter", mod: true, inText: true, run: () => void save() }],
    isOpen && !isBusy,
  );

  if (!isOpen)
    return (
      <Button size="sm" variant="secondary" onClick={() => setIsOpen(true)} data-testid="edit-gold">
        {t("edit")}
      </Button>
    );
  return (
    <section
      aria-label={t("edit")}
      data-testid="gold-editor"
      className="space-y-4 rounded-md border border-indigo-200 bg-indigo-50/30 p-3"
    >
      <div
        className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600"
        role="group"
        aria-label={t("startAgain")}
      >
        <span>{t("startFrom")}</span>
        {starts.map((s) => (
          <Button
            key={s.key}
            size="sm"
            variant="secondary"
            disabled={isBusy}
            onClick={() => update(() => form.parse(s.data))}
          >
            {s.label}
          </Button>
        ))}
      </div>
      {errorsAt(fieldErrors, "").length ? (
        <Alert tone="error">{errorsAt(fieldErrors, "").join(" ")}</Alert>
      ) : null}
      <fieldset disabled={isBusy} className="min-w-0 space-y-4">
        <MergeForm
          value={value}
          update={update}
          errors={fieldErrors}
          context={{ ...context, a: starts[0]?.data ?? {}, b: starts[1]?.data }}
        />
      </fieldset>
      <div>
        <label
          htmlFor={`${id}-rationale`}
          className="mb-1 block text-sm font-semibold text-slate-900"
        >
          {t("rationale")} <span className="font-normal text-slate-600">{t("rationaleHint")}</span>
        </label>
        <textarea
          id={`${id}-rationale`}
          rows={2}
          value={rationale}
          onChange={(e) => setRationale(e.target.value)}
          aria-invalid={rationaleErrors.length ? true : undefined}
          aria-describedby={rationaleErrors.length ? `${id}-rationale-error` : undefined}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        {rationaleErrors.length ? (
          <p id={`${id}-rationale-error`} className="mt-1 text-sm text-red-700">
            {t("rationaleErrors", { errors: rationaleErrors.join(" ") })}
          </p>
        ) : null}
      </div>
      {message ? (
        <Alert tone="error" data-testid="gold-error">
          {message}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="primary"
          disabled={isBusy}
          onClick={() => void save()}
          aria-keyshortcuts="Control+Enter"
        >
          {t(isBusy ? "saving" : "save")}{" "}
          <kbd aria-hidden="true" className="ml-1 text-xs opacity-80">
            {SAVE_KEYS}
          </kbd>
        </Button>
        <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => setIsOpen(false)}>
          {t("cancel")}
        </Button>
      </div>
    </section>
  );
}
