import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";
import { linkClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { diffReleases } from "@/lib/releases/diff-releases";
import { routeRowId } from "@/lib/validation/row-id";
import { DiffSection } from "../../_components/diff-section";

export const metadata: Metadata = { title: "Compare releases" };

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
  const none = diff.added.length + diff.removed.length + diff.changed.length === 0;
  return (
    <>
      <PageHeader
        title={`${diff.from.version} → ${diff.to.version}`}
        description="Items added, removed and changed between the two releases; for a changed item, the fields of its line that differ (a gold annotation's by key)."
        actions={
          <Link href={`/projects/${projectId}/releases/${releaseId}`} className={linkClass}>
            Back to the release
          </Link>
        }
      />
      {none ? (
        <p className="text-sm text-slate-600" data-testid="diff-none">
          The two releases hold the same lines.
        </p>
      ) : null}
      <div className="space-y-6">
        <DiffSection
          title="Added"
          testId="diff-added"
          rows={diff.added.map((e) => ({ externalId: e }))}
        />
        <DiffSection
          title="Removed"
          testId="diff-removed"
          rows={diff.removed.map((e) => ({ externalId: e }))}
        />
        <DiffSection title="Changed" testId="diff-changed" rows={diff.changed} />
      </div>
    </>
  );
}
