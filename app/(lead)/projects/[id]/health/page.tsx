import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { buttonClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { getDataHealth } from "@/lib/health/get-data-health";
import { routeRowId } from "@/lib/validation/row-id";
import { FindingGroups } from "./_components/finding-groups";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("health"))("title") };
}

/** SPEC §5 "Data health": what looks wrong in the imported data itself, grouped by severity. */
export default async function HealthPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/health` });
  const { project, findings } = await loadPageData(() =>
    getDataHealth({ actor: user, projectId: routeRowId(id) }),
  );
  const t = await getTranslations("health");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <a href={`/api/v1/projects/${project.id}/health`} className={buttonClass("secondary")}>
            {t("asJson")}
          </a>
        }
      />
      {findings.length === 0 ? (
        <EmptyState title={t("none.title")}>{t("none.body")}</EmptyState>
      ) : (
        <FindingGroups projectId={project.id} findings={findings} />
      )}
    </>
  );
}
