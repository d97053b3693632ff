import type { Metadata } from "next";
import { Card, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { listReleases } from "@/lib/releases/list-releases";
import { routeRowId } from "@/lib/validation/row-id";
import { NewReleaseForm } from "./_components/new-release-form";
import { ReleaseTable } from "./_components/release-table";

export const metadata: Metadata = { title: "Releases" };

/** SPEC §5 "Releases": the project's published snapshots of its gold, newest first, and a new one. */
export default async function ReleasesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/releases` });
  const { project, releases } = await loadPageData(() =>
    listReleases({ actor: user, projectId: routeRowId(id) }),
  );
  return (
    <>
      <PageHeader
        title="Releases"
        description="A release freezes the gold export's gold and rejected lines (pseudonymised) with their sha256, the agreement figures and the guideline versions. Later gold edits never change it."
      />
      {releases.length === 0 ? (
        <EmptyState title="No releases yet">
          Publish the first one below; it downloads as a Hugging Face dataset repository.
        </EmptyState>
      ) : (
        <ReleaseTable projectId={project.id} releases={releases} />
      )}
      <Card className="mt-6" aria-labelledby="new-release">
        <CardTitle id="new-release">New release</CardTitle>
        <NewReleaseForm projectId={project.id} />
      </Card>
    </>
  );
}
