import type { Metadata } from "next";
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

export const metadata: Metadata = { title: "Release" };

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
  return (
    <>
      <PageHeader
        title={`Release ${release.version}`}
        description={release.title}
        actions={
          <a
            href={`/api/v1/releases/${release.id}/bundle`}
            className={buttonClass("primary")}
            download
          >
            Download bundle
          </a>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ReleaseFacts release={release} published={<LocalTime iso={release.createdAt} />} />
        <Card aria-labelledby="release-counts">
          <CardTitle id="release-counts">Counts</CardTitle>
          <ReleaseCounts counts={release.counts} />
        </Card>
        <Card aria-labelledby="release-agreement">
          <CardTitle id="release-agreement">Agreement when published</CardTitle>
          <AgreementSummary agreement={release.agreement} />
        </Card>
        <Card aria-labelledby="release-compare">
          <CardTitle id="release-compare">Compare with…</CardTitle>
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
