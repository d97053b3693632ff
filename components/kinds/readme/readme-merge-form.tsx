"use client";

import { useTranslations } from "next-intl";
import { NotesField } from "@/components/annotate/choice-group";
import { FieldMessage } from "@/components/annotate/field-message";
import { errorsAt, type FieldErrorMap } from "@/components/annotate/form-errors";
import { abstractiveId, FunctionalityList } from "./functionality-list";
import { newId, type ReadmeForm } from "./readme-form";
import { Button } from "@/components/ui/button";
import { alignFunctionalities, type Functionality } from "@/lib/adjudication/align-functionalities";

type Side = { label: "A" | "B"; index: number; f: Functionality };

/** Entries of A or B that the alignment left without a partner, in the aligned order. */
function unmatchedEntries(
  a: readonly Functionality[],
  b: readonly Functionality[],
  threshold: number,
): Side[] {
  return alignFunctionalities(a, b, threshold).flatMap((r): Side[] => {
    if (r.a !== null && r.b === null) return [{ label: "A", index: r.a, f: a[r.a] }];
    if (r.b !== null && r.a === null) return [{ label: "B", index: r.b, f: b[r.b] }];
    return [];
  });
}

/**
 * The merged functionality list: reorder, edit the paraphrases, delete, and add the entries only
 * one annotator found. Spans are copied from the annotations as they are (exact offsets into the
 * README), never retyped.
 */
export function ReadmeMergeForm({
  value,
  update,
  errors,
  a,
  b,
  threshold,
}: {
  value: ReadmeForm;
  update: (next: (prev: ReadmeForm) => ReadmeForm) => void;
  errors: FieldErrorMap;
  a: readonly Functionality[];
  b: readonly Functionality[];
  threshold: number;
}) {
  const t = useTranslations("kindScreens.readmeExtraction.merge");
  const unmatched = unmatchedEntries(a, b, threshold);
  const isListed = (f: Functionality) =>
    value.functionalities.some(
      (x) => x.extractive.start === f.extractive.start && x.extractive.end === f.extractive.end,
    );
  const add = (f: Functionality) => {
    const id = newId();
    update((prev) => ({
      ...prev,
      functionalities: [
        ...prev.functionalities,
        { id, extractive: { ...f.extractive }, abstractive: f.abstractive },
      ],
    }));
    window.setTimeout(() => document.getElementById(abstractiveId(id))?.focus(), 0);
  };

  return (
    <div className="space-y-4">
      <section
        aria-labelledby="unmatched-title"
        data-testid="unmatched-functionalities"
        className="space-y-1.5"
      >
        <h3 id="unmatched-title" className="text-sm font-semibold text-slate-900">
          {t("unmatchedTitle", { count: unmatched.length })}
        </h3>
        {unmatched.length === 0 ? (
          <p className="text-xs text-slate-500">{t("noneUnmatched")}</p>
        ) : null}
        <ul className="space-y-1.5">
          {unmatched.map((s) => {
            const listed = isListed(s.f);
            return (
              <li
                key={`${s.label}${s.index}`}
                className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50/60 px-2 py-1.5 text-sm"
              >
                <span className="min-w-0 flex-1">
                  <span className="mr-1 font-mono text-xs text-slate-500">
                    {s.label}
                    {s.index + 1}
                  </span>
                  <span className="text-slate-900">{s.f.abstractive}</span>
                  <span
                    className="block truncate font-mono text-xs text-slate-600"
                    title={s.f.extractive.text}
                  >
                    “{s.f.extractive.text}”
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  className="shrink-0"
                  disabled={listed}
                  onClick={() => add(s.f)}
                  aria-label={t(listed ? "inListAria" : "addAria", {
                    entry: `${s.label}${s.index + 1}`,
                  })}
                >
                  {listed ? t("inList") : t("add")}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">
          {t("mergedTitle", { count: value.functionalities.length })}
        </h3>
        <p className="text-xs text-slate-500">
          {t.rich("howTo", { kbd: (chunks) => <kbd>{chunks}</kbd> })}
        </p>
        <FieldMessage
          id="merged-functionalities-error"
          messages={errorsAt(errors, "functionalities")}
        />
        <FunctionalityList
          items={value.functionalities}
          errors={errors}
          onChange={(functionalities) => update((prev) => ({ ...prev, functionalities }))}
          empty={t("empty")}
        />
      </div>
      <NotesField
        value={value.notes}
        onChange={(notes) => update((prev) => ({ ...prev, notes }))}
        errors={errorsAt(errors, "notes")}
      />
    </div>
  );
}
