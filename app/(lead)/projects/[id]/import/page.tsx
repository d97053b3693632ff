import type { Metadata } from "next";
import { AccessDenied } from "@/components/ui/access-denied";
import { Card, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { itemKindLabels } from "@/lib/items/item-kinds";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { routeRowId } from "@/lib/validation/row-id";
import { ImportUploader } from "./_components/import-uploader";

export const metadata: Metadata = { title: "Import items" };

export default async function ImportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/import` });
  const page = await loadPageData(() => loadProjectAccess({ actor: user, projectId: routeRowId(id), action: "item.import" }));
  if (!page.ok) return <AccessDenied message={page.message} />;
  const project = page.data;
  return (
    <>
      <PageHeader title="Import items" description="Every line is checked first; if any line is wrong, nothing is imported." />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card aria-labelledby="upload-title">
          <CardTitle id="upload-title">Upload a file</CardTitle>
          <ImportUploader projectId={project.id} />
        </Card>
        <Card aria-labelledby="format-title">
          <CardTitle id="format-title">File format</CardTitle>
          <div className="space-y-3 text-sm text-slate-700">
            <p>
              JSON Lines, UTF-8: one JSON object per line, each a <strong>{itemKindLabels[project.kind]}</strong> item with{" "}
              <code className="font-mono">&quot;kind&quot;: &quot;{project.kind}&quot;</code>.
            </p>
            <p>
              An <code className="font-mono">external_id</code> already in the project is skipped as a duplicate. An optional <code className="font-mono">meta</code> object is kept
              and exported.
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
