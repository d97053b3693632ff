import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { buttonClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { getDataHealth } from "@/lib/health/get-data-health";
import { routeRowId } from "@/lib/validation/row-id";
import { FindingGroups } from "./_components/finding-groups";

export const metadata: Metadata = { title: "Data health" };

/** SPEC §5 "Data health": what looks wrong in the imported data itself, grouped by severity. */
export default async function HealthPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/health` });
  const { project, findings } = await loadPageData(() =>
    getDataHealth({ actor: user, projectId: routeRowId(id) }),
  );
  return (
    <>
      <PageHeader
        title="Data health"
        description="Checks of the imported data, computed now: models whose answers are another model's, question sets that differ, repeats, empty fields and replaced characters (U+FFFD)."
        actions={
          <a href={`/api/v1/projects/${project.id}/health`} className={buttonClass("secondary")}>
            As JSON
          </a>
        }
      />
      {findings.length === 0 ? (
        <EmptyState title="No findings">
          Nothing in the imported data looks wrong to these checks.
        </EmptyState>
      ) : (
        <FindingGroups projectId={project.id} findings={findings} />
      )}
    </>
  );
}
