import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { getExportCounts } from "@/lib/export/get-export-counts";
import { routeRowId } from "@/lib/validation/row-id";
import { ExportForm } from "./_components/export-form";

export const metadata: Metadata = { title: "Export" };

/** The lead's gold export: which statuses, pseudonyms or e-mails, and a download with progress. */
export default async function ExportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/export` });
  const { project, counts } = await loadPageData(() =>
    getExportCounts({ actor: user, projectId: routeRowId(id) }),
  );
  return (
    <>
      <PageHeader
        title="Export"
        description="One JSON line per item, ordered by external_id, with its fields, the gold annotation, every annotation and the adjudication. Loads with Hugging Face datasets as is."
      />
      <Card>
        <ExportForm projectId={project.id} counts={counts} />
      </Card>
      <p className="mt-4 text-xs text-slate-500">
        The same file from the command line:{" "}
        <code className="rounded bg-slate-100 px-1">
          npm run accord -- export --project {project.id} [--status gold,rejected] [--emails] &gt;
          gold.jsonl
        </code>
      </p>
    </>
  );
}
