import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card, CardTitle } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { PageHeader } from "@/components/ui/page-header";
import { buttonClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { getRelease } from "@/lib/releases/get-release";
import { listReleases } from "@/lib/releases/list-releases";
import { routeRowId } from "@/lib/validation/row-id";
import { AgreementSummary } from "../_components/agreement-summary";
import { CompareForm } from "../_components/compare-form";
import { ReleaseCounts } from "../_components/release-counts";
import { ReleaseFacts } from "../_components/release-facts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("releases"))("release") };
}

/** One release: what it holds, its checksum and agreement, the bundle, and a comparison. */
export default async function ReleasePage({
  params,
}: {
  params: Promise<{ id: string; releaseId: string }>;
}) {
  const { id, releaseId } = await params;
  const user = await requireUser({ from: `/projects/${id}/releases/${releaseId}` });
  const projectId = routeRowId(id);
  const [{ release }, { releases }] = await loadPageData(() =>
    Promise.all([
      getRelease({ actor: user, releaseId: routeRowId(releaseId), projectId }),
      listReleases({ actor: user, projectId }),
    ]),
  );
  const t = await getTranslations("releases");
  return (
    <>
      <PageHeader
        title={t("releaseVersion", { version: release.version })}
        description={release.title}
        actions={
          <a
            href={`/api/v1/releases/${release.id}/bundle`}
            className={buttonClass("primary")}
            download
          >
            {t("download")}
          </a>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ReleaseFacts release={release} published={<LocalTime iso={release.createdAt} />} />
        <Card aria-labelledby="release-counts">
          <CardTitle id="release-counts">{t("countsTitle")}</CardTitle>
          <ReleaseCounts counts={release.counts} />
        </Card>
        <Card aria-labelledby="release-agreement">
          <CardTitle id="release-agreement">{t("agreementTitle")}</CardTitle>
          <AgreementSummary agreement={release.agreement} />
        </Card>
        <Card aria-labelledby="release-compare">
          <CardTitle id="release-compare">{t("compareTitle")}</CardTitle>
          <CompareForm
            projectId={projectId}
            releaseId={release.id}
            others={releases.filter((r) => r.id !== release.id)}
          />
        </Card>
      </div>
    </>
  );
}
