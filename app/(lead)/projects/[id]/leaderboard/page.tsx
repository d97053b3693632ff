import type { Metadata } from "next";
import Link from "next/link";
import {
  LeaderboardDetail,
  LeaderboardSideBySide,
} from "@/components/leaderboard/leaderboard-table";
import { PageHeader } from "@/components/ui/page-header";
import { buttonClass } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { getLeaderboard } from "@/lib/leaderboard/get-leaderboard";
import { routeRowId } from "@/lib/validation/row-id";

export const metadata: Metadata = { title: "Leaderboard" };

/** The model leaderboard: SimpleQA's figures per model × language, from gold and from each judge run. */
export default async function LeaderboardPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser({ from: `/projects/${id}/leaderboard` });
  const { sources } = await loadPageData(() =>
    getLeaderboard({ actor: user, projectId: routeRowId(id) }),
  );
  const api = `/api/v1/projects/${id}/leaderboard`;
  return (
    <>
      <PageHeader
        title="Model leaderboard"
        description="F-score is the harmonic mean of the correct share and correct given attempted (SimpleQA). A model's runs are averaged; intervals are 95 % bootstrap intervals; a judge's failures are counted, never graded."
        actions={
          <>
            <Link href={`/projects/${id}/health`} className={buttonClass("secondary")}>
              Data health
            </Link>
            <a href={`${api}?format=csv`} download className={buttonClass("secondary")}>
              Download CSV
            </a>
          </>
        }
      />
      <div className="space-y-6">
        {sources[0].rows.length === 0 && sources.length === 1 ? (
          <p className="text-sm text-slate-700">
            No graded answers yet: rows appear as items get gold grades, and beside them each judge
            run&apos;s grades.
          </p>
        ) : (
          <LeaderboardSideBySide sources={sources} />
        )}
        {sources.map((s) => (
          <section key={s.source === "gold" ? "gold" : s.run.id} className="space-y-2">
            <h2 className="text-base font-semibold text-slate-900">
              {s.source === "gold"
                ? "Human gold"
                : `Judge run ${s.run.name} (${s.run.model}${s.run.promptStrategy ? `, ${s.run.promptStrategy}` : ""})`}
            </h2>
            <p className="text-sm text-slate-600">
              {s.graded} graded answers
              {s.source === "run"
                ? `; ${s.failures} failures (not graded)${s.ungraded ? `, ${s.ungraded} labels with a grade outside SimpleQA's three` : ""}`
                : ""}
              .
            </p>
            {s.rows.length ? <LeaderboardDetail source={s} /> : null}
          </section>
        ))}
      </div>
    </>
  );
}
