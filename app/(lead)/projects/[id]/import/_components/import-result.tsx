import Link from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { linkClass } from "@/components/ui/styles";
import { LineErrorsTable } from "./line-errors-table";
import { PresetSuggestion } from "./preset-suggestion";
import type { UploadOutcome } from "./upload-file";

type Finished = Exclude<UploadOutcome, { kind: "preview" }>;

export function ImportResult({
  outcome,
  itemsHref,
  healthHref,
  onUsePreset,
}: {
  outcome: Finished;
  itemsHref: string;
  healthHref: string;
  onUsePreset: ((preset: string) => void) | null;
}) {
  const t = useTranslations("importPage.result");
  if (outcome.kind === "failed")
    return (
      <Alert tone="error" title={t("failed")}>
        {outcome.message}
      </Alert>
    );
  if (outcome.kind === "imported") {
    const isNothingNew = outcome.imported === 0;
    return (
      <div className="space-y-3">
        {/* A re-import of what is already there is not a success to celebrate: neutral, and says so. */}
        <Alert
          tone={isNothingNew ? "info" : outcome.invalid > 0 ? "warning" : "success"}
          title={t(isNothingNew ? "nothingNew" : "finished")}
          data-testid="import-result"
        >
          <p>
            {t("imported", {
              imported: outcome.imported,
              duplicates: outcome.duplicates,
              invalid: outcome.invalid,
            })}
          </p>
          {outcome.warningCount > 0 ? (
            <p className="mt-1" data-testid="import-warning-count">
              {t(outcome.warningCount > outcome.warnings.length ? "warningsShown" : "warnings", {
                count: outcome.warningCount,
                shown: outcome.warnings.length,
              })}
            </p>
          ) : null}
          {outcome.imported > 0 ? (
            <p className="mt-2">
              <Link href={itemsHref} className={linkClass}>
                {t("viewItems")}
              </Link>
              {" · "}
              <Link href={healthHref} className={linkClass}>
                {t("checkHealth")}
              </Link>
            </p>
          ) : null}
        </Alert>
        {outcome.errors.length > 0 ? (
          <LineErrorsTable errors={outcome.errors} caption={t("leftOut")} />
        ) : null}
        {outcome.warnings.length > 0 ? (
          <LineErrorsTable
            errors={outcome.warnings}
            caption={t("warningsCaption")}
            testId="import-warning-row"
          />
        ) : null}
      </div>
    );
  }
  return (
    <section
      data-testid="import-errors"
      aria-labelledby="import-errors-title"
      className="space-y-3"
    >
      <div
        role="alert"
        className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        <h2 id="import-errors-title" className="font-semibold">
          {t("problems", { count: outcome.errorCount })}
        </h2>
        <p className="mt-1">{t("fix")}</p>
        {outcome.isTruncated ? (
          <p className="mt-1">{t("showingFirst", { count: outcome.errors.length })}</p>
        ) : null}
      </div>
      {outcome.suggestedPreset ? (
        <PresetSuggestion preset={outcome.suggestedPreset} onUse={onUsePreset} />
      ) : null}
      <LineErrorsTable errors={outcome.errors} caption={t("problemsCaption")} />
    </section>
  );
}
