import { useTranslations } from "next-intl";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import { PresetSuggestion } from "./preset-suggestion";
import type { ImportPreviewData, PreviewRow } from "./upload-file";

/** Each row status's colours; its name is `importPage.preview.status.<status>`. */
const statusClasses: Record<PreviewRow["status"], string> = {
  new: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  in_project: "bg-slate-100 text-slate-700 ring-slate-300",
  repeated: "bg-slate-100 text-slate-700 ring-slate-300",
  invalid: "bg-red-50 text-red-800 ring-red-200",
};

const SHOWN = 160;
const short = (value: unknown) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
};

function RowDetail({ row }: { row: PreviewRow }) {
  const t = useTranslations("importPage.preview");
  if (row.status === "repeated") return <span>{t("repeated", { line: row.first_line })}</span>;
  if (row.status === "invalid")
    return (
      <ul className="space-y-0.5 text-red-800">
        {row.errors.map((e, i) => (
          <li key={i}>
            {e.field ? <span className="font-mono">{e.field}: </span> : null}
            {e.message}
          </li>
        ))}
      </ul>
    );
  const fields = Object.entries(row.item).filter(
    ([key, value]) =>
      key !== "kind" && key !== "external_id" && value !== null && value !== undefined,
  );
  return (
    <>
      {row.warnings?.length ? (
        <ul className="mb-1 space-y-0.5 text-amber-900" data-testid="preview-warning">
          {row.warnings.map((w, i) => (
            <li key={i}>
              {t("warning")} <span className="font-mono">{w.field}: </span>
              {w.message}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5">
        {fields.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-mono text-slate-600">{key}</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-900">{short(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The first rows of the file as the import would take them; nothing is written yet. */
export function ImportPreview({
  preview,
  onUsePreset,
}: {
  preview: ImportPreviewData;
  onUsePreset: ((preset: string) => void) | null;
}) {
  const t = useTranslations("importPage.preview");
  const counts = preview.rows.reduce<Record<string, number>>(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {},
  );
  const warned = preview.rows.filter((r) => "warnings" in r && r.warnings?.length).length;
  return (
    <section aria-labelledby="preview-title" data-testid="import-preview" className="space-y-3">
      <div>
        <h2 id="preview-title" className="text-base font-semibold text-slate-900">
          {t("title", { count: preview.rows.length })}
        </h2>
        <p className="text-sm text-slate-700" data-testid="preview-summary">
          {t(preview.is_complete ? "summaryWhole" : "summaryPart", {
            new: counts.new ?? 0,
            duplicates: (counts.in_project ?? 0) + (counts.repeated ?? 0),
            invalid: counts.invalid ?? 0,
            warned,
            lines: preview.lines_read,
          })}
        </p>
      </div>
      {preview.suggested_preset ? (
        <PresetSuggestion preset={preview.suggested_preset} onUse={onUsePreset} />
      ) : null}
      <div className="max-h-[36rem] overflow-auto">
        <Table caption={t("caption")}>
          <THead>
            <Th className="w-16">{t("line")}</Th>
            <Th className="w-40">{t("statusColumn")}</Th>
            <Th className="w-48">{t("externalId")}</Th>
            <Th>{t("asImported")}</Th>
          </THead>
          <TBody>
            {/* A preset may make several items of one row (one per model): the line is not a key. */}
            {preview.rows.map((row, i) => (
              <tr key={i} data-testid="preview-row" className="align-top">
                <Td className="font-mono tabular-nums">{row.line}</Td>
                <Td>
                  <span
                    className={`inline-block rounded px-2 py-0.5 text-xs font-medium ring-1 ${statusClasses[row.status]}`}
                  >
                    {t(`status.${row.status}`)}
                  </span>
                </Td>
                <Td className="font-mono text-xs break-all">
                  {("external_id" in row ? row.external_id : row.errors[0]?.external_id) ?? "—"}
                </Td>
                <Td className="text-xs">
                  <RowDetail row={row} />
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      </div>
    </section>
  );
}
