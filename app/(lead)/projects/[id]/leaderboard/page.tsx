import type { Metadata } from "next";
import Link from "next/link";
import { CorrectedTable } from "@/components/leaderboard/corrected-table";
import { FScoreChart, type ChartPanel } from "@/components/leaderboard/f-score-chart";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { PageHeader } from "@/components/ui/page-header";
import { buttonClass, focusRing } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { getLeaderboard, type LeaderboardSource } from "@/lib/leaderboard/get-leaderboard";
import {
  emptyReason,
  pickSource,
  sourceKey,
  sourceLabel,
} from "@/lib/leaderboard/leaderboard-sources";
import { DEFAULT_SORT } from "@/lib/leaderboard/leaderboard-sort";
import { rankModels } from "@/lib/leaderboard/rank-models";
import { routeRowId } from "@/lib/validation/row-id";

export const metadata: Metadata = { title: "Leaderboard" };

/** `?source=`: gold or a run's id; anything else (or a run not in the list) shows the default. */
function chosenSource(sources: readonly LeaderboardSource[], raw: unknown) {
  const found = sources.find((s) => String(sourceKey(s)) === raw);
  return found ?? pickSource(sources, undefined);
}

/** The chart's rows: the shown source's ranking, then models only other sources graded. */
function chartModels(sources: readonly LeaderboardSource[], shown: LeaderboardSource) {
  const ranked = rankModels(shown.rows, DEFAULT_SORT).map((m) => m.model);
  const rest = sources.flatMap((s) =>
    rankModels(s.rows, { ...DEFAULT_SORT, key: "model", dir: "asc" }),
  );
  return [...new Set([...ranked, ...rest.map((m) => m.model)])];
}

const panelOf = (s: LeaderboardSource): ChartPanel => ({
  label: sourceLabel(s),
  reason: emptyReason(s),
  byModel: new Map(
    s.rows.flatMap((r) =>
      r.language === null ? [[r.model, { f: r.figures.fScore, ci: r.ci95.fScore }]] : [],
    ),
  ),
});

function SourceSummary({ s }: { s: LeaderboardSource }) {
  const run = s.source === "run" ? s : null;
  return (
    <p className="text-sm text-slate-600">
      {s.graded} graded answers
      {run ? `; ${run.failures} failures (not graded)` : ""}
      {s.ungraded ? `; ${s.ungraded} with a grade outside SimpleQA's three` : ""}
      {run
        ? ` · judge model ${run.run.model}${run.run.promptStrategy ? `, ${run.run.promptStrategy}` : ""}`
        : ""}
      .
    </p>
  );
}

/** A judge run's corrected estimates beside its own and gold's figures, or why it has none. */
function CorrectedSection(props: { judge: LeaderboardSource; gold: LeaderboardSource }) {
  const some = props.judge.rows.some((r) => r.corrected !== null);
  return (
    <section aria-labelledby="corrected-heading" className="space-y-2">
      <h2 id="corrected-heading" className="text-base font-semibold text-slate-900">
        Corrected estimates: {sourceLabel(props.judge)} with human gold
      </h2>
      <p className="text-sm text-slate-600">
        The judge&apos;s shares over its N graded answers, corrected by its errors on the n of them
        with human gold (prediction-powered inference); all languages pooled, a model&apos;s runs
        together. Per language in the JSON and CSV downloads.
      </p>
      {some ? (
        <CorrectedTable
          judgeRows={props.judge.rows}
          goldRows={props.gold.rows}
          caption={`Corrected estimates from ${sourceLabel(props.judge)} and human gold, beside judge-only and gold-only figures`}
        />
      ) : (
        <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          No corrected estimates yet: they need at least 10 of a model&apos;s judged answers with
          human gold.
        </p>
      )}
    </section>
  );
}

/** The model leaderboard as a paper's Table 1 (one source's ranked table), then F per source. */
export default async function LeaderboardPage(props: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await props.params;
  const user = await requireUser({ from: `/projects/${id}/leaderboard` });
  const { sources } = await loadPageData(() =>
    getLeaderboard({ actor: user, projectId: routeRowId(id) }),
  );
  const shown = chosenSource(sources, (await props.searchParams).source);
  const models = chartModels(sources, shown);
  const reason = emptyReason(shown);
  return (
    <>
      <PageHeader
        title="Model leaderboard"
        description="CO correct, NA not attempted, IN incorrect, CGA correct given attempted, F the harmonic mean of CO and CGA (SimpleQA); in %, each with ± half its 95 % bootstrap interval. A model's runs are averaged; a judge's failures are counted, never graded."
        actions={
          <Link href={`/projects/${id}/health`} className={buttonClass("secondary")}>
            Data health
          </Link>
        }
      />
      <div className="space-y-5">
        <section aria-labelledby="leaderboard-table-heading" className="space-y-2">
          <h2 id="leaderboard-table-heading" className="text-base font-semibold text-slate-900">
            Ranked by F-score: {sourceLabel(shown)}
          </h2>
          <nav aria-label="Source" className="flex flex-wrap gap-1">
            {sources.map((s) => (
              <Link
                key={String(sourceKey(s))}
                href={`?source=${sourceKey(s)}`}
                scroll={false}
                aria-current={s === shown ? "page" : undefined}
                className={`rounded-md border px-2.5 py-1 text-sm ${focusRing} ${s === shown ? "border-indigo-700 bg-indigo-50 font-medium text-indigo-900" : "border-slate-300 text-slate-700 hover:bg-slate-100"}`}
              >
                {sourceLabel(s)}
              </Link>
            ))}
          </nav>
          <SourceSummary s={shown} />
          {reason ? (
            <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
              {reason}
            </p>
          ) : (
            <LeaderboardTable
              key={String(sourceKey(shown))}
              rows={shown.rows}
              source={sourceKey(shown)}
              caption={`Model leaderboard from ${sourceLabel(shown)}: a row per model, a column group per language`}
              api={`/api/v1/projects/${id}/leaderboard`}
            />
          )}
        </section>
        {shown.source === "run" && shown.rows.length > 0 ? (
          <CorrectedSection judge={shown} gold={sources[0]} />
        ) : null}
        {models.length > 0 ? <FScoreChart panels={sources.map(panelOf)} models={models} /> : null}
      </div>
    </>
  );
}
