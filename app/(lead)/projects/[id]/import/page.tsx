import type { Metadata } from "next";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { itemLineSchemas } from "@/lib/items/import/item-line-schema";
import type { ImportPreset } from "@/lib/items/import/sources/import-source-options";
import { importPresets } from "@/lib/items/import/sources/presets/import-presets";
import { itemKindLabels } from "@/lib/items/item-kind-labels";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { routeRowId } from "@/lib/validation/row-id";
import { ImportUploader } from "./_components/import-uploader";

export const metadata: Metadata = { title: "Import items" };

export default async function ImportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/import` });
  const project = await loadPageData(() =>
    loadProjectAccess({ actor: user, projectId: routeRowId(id), action: "item.import" }),
  );
  // Only the presets that make the project's kind.
  const presets = (Object.keys(importPresets) as ImportPreset[]).filter(
    (p) => importPresets[p].kind === project.kind,
  );
  // The item's fields a column or a constant can fill (the kind is the project's).
  const fields = Object.keys(itemLineSchemas[project.kind].shape).filter((f) => f !== "kind");
  return (
    <>
      <PageHeader
        title="Import items"
        description="Preview the first rows as they will be imported, then import. Every line is checked first; if any line is wrong, nothing is imported unless you choose to import only the valid lines."
      />
      {/* One column: the preview's table needs the page's width. */}
      <div className="grid gap-6">
        <Card aria-labelledby="upload-title">
          <CardTitle id="upload-title">Upload a file</CardTitle>
          <ImportUploader projectId={project.id} presets={presets} fields={fields} />
        </Card>
        <Card aria-labelledby="format-title">
          <CardTitle id="format-title">File format</CardTitle>
          <div className="space-y-3 text-sm text-slate-700">
            <p>
              JSON Lines (or a JSON array of objects), CSV, TSV (UTF-8, a header row) or Parquet.
              For CSV, TSV and Parquet, map the file&apos;s columns to the item&apos;s fields, or
              pick the preset for a dataset&apos;s released files; constant fields work for every
              format. A released file is imported as released: a NUL character becomes U+FFFD and an
              empty reference answer is kept, each listed as a warning.
            </p>
            <p>
              JSON Lines: one JSON object per line, each a{" "}
              <strong>{itemKindLabels[project.kind]}</strong> item with{" "}
              <code className="font-mono">&quot;kind&quot;: &quot;{project.kind}&quot;</code>.
            </p>
            <p>
              An <code className="font-mono">external_id</code> already in the project is skipped as
              a duplicate. An optional <code className="font-mono">meta</code> object is kept and
              exported.
            </p>
            <p>Example line:</p>
            <pre
              data-testid="format-example"
              className="overflow-x-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap break-all text-slate-800"
            >
              {JSON.stringify(itemLineExamples[project.kind])}
            </pre>
          </div>
        </Card>
      </div>
    </>
  );
}
