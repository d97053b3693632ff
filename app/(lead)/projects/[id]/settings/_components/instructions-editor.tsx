"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { markdownClass } from "@/components/items/styles";
import { controlClass, focusRing } from "@/components/ui/styles";
import { FieldErrors } from "@/components/ui/field";
import { previewMarkdownAction } from "../actions";

/** The instructions textarea with a live preview rendered (and sanitized) by the server. */
export function InstructionsEditor({
  defaultValue,
  errors,
}: {
  defaultValue: string;
  errors?: string[];
}) {
  const t = useTranslations("settings.instructions");
  const [source, setSource] = useState(defaultValue);
  const [shownDefault, setShownDefault] = useState(defaultValue);
  const [html, setHtml] = useState<string | null>(null);
  // After a save the form is reset to the new default: follow it so the preview matches.
  if (defaultValue !== shownDefault) {
    setShownDefault(defaultValue);
    setSource(defaultValue);
  }
  useEffect(() => {
    let isCurrent = true;
    // Nothing to render: no round trip (and no "Rendering…" flash) for empty instructions.
    const delay = source.trim() === "" ? 0 : 300;
    const timer = setTimeout(() => {
      if (source.trim() === "") return setHtml("");
      previewMarkdownAction(source).then(
        (rendered) => isCurrent && setHtml(rendered),
        () => undefined, // a failed preview keeps the last one; saving still works
      );
    }, delay);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [source]);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <label htmlFor="instructions" className="mb-1 block text-sm font-medium text-slate-800">
          {t("label")}
        </label>
        <textarea
          id="instructions"
          name="instructions"
          rows={16}
          defaultValue={defaultValue}
          onChange={(e) => setSource(e.target.value)}
          aria-describedby={`instructions-hint${errors?.length ? " instructions-error" : ""}`}
          aria-invalid={errors?.length ? true : undefined}
          className={`${controlClass} font-mono`}
        />
        <FieldErrors id="instructions" label={t("label")} errors={errors} />
        <p id="instructions-hint" className="mt-1 text-xs text-slate-500">
          {t("hint")}
        </p>
      </div>
      <div>
        <p className="mb-1 text-sm font-medium text-slate-800" id="instructions-preview-label">
          {t("preview")}
        </p>
        {/* Focusable: long instructions (a kind's default guidelines) scroll here, by keyboard too. */}
        <div
          role="region"
          tabIndex={0}
          aria-labelledby="instructions-preview-label"
          aria-live="polite"
          data-testid="instructions-preview"
          className={`h-[calc(100%-1.75rem)] max-h-[26rem] min-h-40 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-4 ${focusRing}`}
        >
          {html === null ? (
            <p className="text-sm text-slate-500">{t("rendering")}</p>
          ) : html.trim() === "" ? (
            <p className="text-sm text-slate-500">{t("empty")}</p>
          ) : (
            <div className={markdownClass} dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </div>
      </div>
    </div>
  );
}
