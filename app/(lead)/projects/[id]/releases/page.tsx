import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { listReleases } from "@/lib/releases/list-releases";
import { routeRowId } from "@/lib/validation/row-id";
import { NewReleaseForm } from "./_components/new-release-form";
import { ReleaseTable } from "./_components/release-table";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("releases"))("title") };
}

/** SPEC §5 "Releases": the project's published snapshots of its gold, newest first, and a new one. */
export default async function ReleasesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/releases` });
  const { project, releases } = await loadPageData(() =>
    listReleases({ actor: user, projectId: routeRowId(id) }),
  );
  const t = await getTranslations("releases");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {releases.length === 0 ? (
        <EmptyState title={t("empty.title")}>{t("empty.body")}</EmptyState>
      ) : (
        <ReleaseTable projectId={project.id} releases={releases} />
      )}
      <Card className="mt-6" aria-labelledby="new-release">
        <CardTitle id="new-release">{t("new")}</CardTitle>
        <NewReleaseForm projectId={project.id} />
      </Card>
    </>
  );
}
