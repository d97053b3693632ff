import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { linkClass } from "@/components/ui/styles";
import { LineErrorsTable } from "./line-errors-table";
import { PresetSuggestion } from "./preset-suggestion";
import type { UploadOutcome } from "./upload-file";

const n = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

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
  if (outcome.kind === "failed")
    return (
      <Alert tone="error" title="The import failed">
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
          title={
            isNothingNew ? "Nothing new: every item is already in the project" : "Import finished"
          }
          data-testid="import-result"
        >
          <p>
            Imported {n(outcome.imported, "item")}, {n(outcome.duplicates, "duplicate")} skipped
            {outcome.invalid > 0
              ? `, ${n(outcome.invalid, "invalid line")} left out (listed below)`
              : ""}
            .
          </p>
          {outcome.warningCount > 0 ? (
            <p className="mt-1" data-testid="import-warning-count">
              {n(outcome.warningCount, "warning")}: kept as released (listed below)
              {outcome.warningCount > outcome.warnings.length
                ? `; showing the first ${outcome.warnings.length.toLocaleString("en")}`
                : ""}
              .
            </p>
          ) : null}
          {outcome.imported > 0 ? (
            <p className="mt-2">
              <Link href={itemsHref} className={linkClass}>
                View the items
              </Link>
              {" · "}
              <Link href={healthHref} className={linkClass}>
                Check the data&apos;s health
              </Link>
            </p>
          ) : null}
        </Alert>
        {outcome.errors.length > 0 ? (
          <LineErrorsTable errors={outcome.errors} caption="Lines that were left out" />
        ) : null}
        {outcome.warnings.length > 0 ? (
          <LineErrorsTable
            errors={outcome.warnings}
            caption="Warnings: lines imported as released"
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
          {n(outcome.errorCount, "line has", "lines have")} problems. Nothing was imported.
        </h2>
        <p className="mt-1">
          Fix the lines listed below and upload the file again, or import only the valid lines.
        </p>
        {outcome.isTruncated ? (
          <p className="mt-1">Showing the first {n(outcome.errors.length, "problem")}.</p>
        ) : null}
      </div>
      {outcome.suggestedPreset ? (
        <PresetSuggestion preset={outcome.suggestedPreset} onUse={onUsePreset} />
      ) : null}
      <LineErrorsTable errors={outcome.errors} caption="Problems in the file" />
    </section>
  );
}
