import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { linkClass } from "@/components/ui/styles";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { UploadOutcome } from "./upload-file";

export function ImportResult({ outcome, itemsHref }: { outcome: UploadOutcome; itemsHref: string }) {
  if (outcome.kind === "failed")
    return (
      <Alert tone="error" title="The import failed">
        {outcome.message}
      </Alert>
    );
  if (outcome.kind === "imported") {
    return (
      <Alert tone="success" title="Import finished" data-testid="import-result">
        <p>
          Imported {outcome.imported.toLocaleString("en")} {outcome.imported === 1 ? "item" : "items"}, {outcome.duplicates.toLocaleString("en")}{" "}
          {outcome.duplicates === 1 ? "duplicate" : "duplicates"} skipped.
        </p>
        <p className="mt-2">
          <Link href={itemsHref} className={linkClass}>
            View the items
          </Link>
        </p>
      </Alert>
    );
  }
  const shown = outcome.errors.length;
  return (
    <section data-testid="import-errors" aria-labelledby="import-errors-title" className="space-y-3">
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        <h2 id="import-errors-title" className="font-semibold">
          {outcome.errorCount.toLocaleString("en")} {outcome.errorCount === 1 ? "problem" : "problems"} found. Nothing was imported.
        </h2>
        <p className="mt-1">Fix every line listed below and upload the whole file again.</p>
        {outcome.isTruncated ? <p className="mt-1">Showing the first {shown.toLocaleString("en")} problems.</p> : null}
      </div>
      {shown > 0 ? (
        <div className="max-h-[32rem] overflow-auto">
          <Table caption="Problems in the file">
            <THead>
              <Th className="w-24">Line</Th>
              <Th>Problem</Th>
            </THead>
            <TBody>
              {outcome.errors.map((e, i) => (
                <tr key={i} data-testid="import-error-row">
                  <Td className="font-mono tabular-nums">{e.line}</Td>
                  <Td className="break-words">{e.message}</Td>
                </tr>
              ))}
            </TBody>
          </Table>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{outcome.message}</p>
      )}
    </section>
  );
}
