import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { getExportCounts } from "@/lib/export/get-export-counts";
import { routeRowId } from "@/lib/validation/row-id";
import { ExportForm } from "./_components/export-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("exportPage"))("title") };
}

/** A command line, the same in every language. */
const cliCommand = (projectId: number) =>
  `npm run accord -- export --project ${projectId} [--status gold,rejected] [--emails] > gold.jsonl`;

/** The lead's gold export: which statuses, pseudonyms or e-mails, and a download with progress. */
export default async function ExportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/export` });
  const { project, counts } = await loadPageData(() =>
    getExportCounts({ actor: user, projectId: routeRowId(id) }),
  );
  const t = await getTranslations("exportPage");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Card>
        <ExportForm projectId={project.id} counts={counts} />
      </Card>
      <p className="mt-4 text-xs text-slate-500">
        {t("cli")} <code className="rounded bg-slate-100 px-1">{cliCommand(project.id)}</code>
      </p>
    </>
  );
}
