import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";
import { linkClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { diffReleases } from "@/lib/releases/diff-releases";
import { routeRowId } from "@/lib/validation/row-id";
import { DiffSection } from "../../_components/diff-section";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("releases.diff"))("title") };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** What changed between two releases of the project, from the older to the newer. */
export default async function ReleaseDiffPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; releaseId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ id, releaseId }, sp] = await Promise.all([params, searchParams]);
  const user = await requireUser({ from: `/projects/${id}/releases/${releaseId}/diff` });
  const projectId = routeRowId(id);
  const [a, b] = [routeRowId(releaseId), routeRowId(one(sp.with))];
  const { diff } = await loadPageData(() =>
    diffReleases({ actor: user, releaseId: Math.min(a, b), otherId: Math.max(a, b), projectId }),
  );
  const t = await getTranslations("releases.diff");
  const none = diff.added.length + diff.removed.length + diff.changed.length === 0;
  return (
    <>
      <PageHeader
        title={`${diff.from.version} → ${diff.to.version}`}
        description={t("description")}
        actions={
          <Link href={`/projects/${projectId}/releases/${releaseId}`} className={linkClass}>
            {t("back")}
          </Link>
        }
      />
      {none ? (
        <p className="text-sm text-slate-600" data-testid="diff-none">
          {t("same")}
        </p>
      ) : null}
      <div className="space-y-6">
        <DiffSection part="added" rows={diff.added.map((e) => ({ externalId: e }))} />
        <DiffSection part="removed" rows={diff.removed.map((e) => ({ externalId: e }))} />
        <DiffSection part="changed" rows={diff.changed} />
      </div>
    </>
  );
}
