import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CorrectedTable } from "@/components/leaderboard/corrected-table";
import { FScoreChart, type ChartPanel } from "@/components/leaderboard/f-score-chart";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { PageHeader } from "@/components/ui/page-header";
import { buttonClass, focusRing } from "@/components/ui/styles";
import { loadPageData } from "@/lib/actions/load-page-data";
import { requireUser } from "@/lib/auth/require-user";
import { getLeaderboard, type LeaderboardSource } from "@/lib/leaderboard/get-leaderboard";
import { emptyReason, pickSource, sourceKey } from "@/lib/leaderboard/leaderboard-sources";
import { DEFAULT_SORT } from "@/lib/leaderboard/leaderboard-sort";
import { rankModels } from "@/lib/leaderboard/rank-models";
import { routeRowId } from "@/lib/validation/row-id";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("leaderboard"))("title") };
}

type T = Awaited<ReturnType<typeof getTranslations<"leaderboard">>>;

/** A source's name on the page ("Human gold", "Judge gpt-4o"); the API's downloads keep sourceLabel. */
const sourceName = (t: T, s: LeaderboardSource) =>
  s.source === "gold" ? t("sources.gold") : t("sources.judge", { name: s.run.name });

/** Why a source has no figures, worded (null when it has some). */
function emptyText(t: T, s: LeaderboardSource): string | null {
  const reason = emptyReason(s);
  return reason && t(`empty.${reason.key}`, reason.values ?? {});
}

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

const panelOf = (t: T, s: LeaderboardSource): ChartPanel => ({
  label: sourceName(t, s),
  reason: emptyText(t, s),
  byModel: new Map(
    s.rows.flatMap((r) =>
      r.language === null ? [[r.model, { f: r.figures.fScore, ci: r.ci95.fScore }]] : [],
    ),
  ),
});

function SourceSummary({ t, s }: { t: T; s: LeaderboardSource }) {
  const run = s.source === "run" ? s : null;
  return (
    <p className="text-sm text-slate-600">
      {t("summary.graded", { count: s.graded })}
      {run ? t("summary.failures", { count: run.failures }) : ""}
      {s.ungraded ? t("summary.ungraded", { count: s.ungraded }) : ""}
      {run
        ? t("summary.judge", {
            model: run.run.model + (run.run.promptStrategy ? `, ${run.run.promptStrategy}` : ""),
          })
        : ""}
      .
    </p>
  );
}

/** A judge run's corrected estimates beside its own and gold's figures, or why it has none. */
function CorrectedSection(props: { t: T; judge: LeaderboardSource; gold: LeaderboardSource }) {
  const { t } = props;
  const some = props.judge.rows.some((r) => r.corrected !== null);
  return (
    <section aria-labelledby="corrected-heading" className="space-y-2">
      <h2 id="corrected-heading" className="text-base font-semibold text-slate-900">
        {t("corrected.heading", { source: sourceName(t, props.judge) })}
      </h2>
      <p className="text-sm text-slate-600">{t("corrected.intro")}</p>
      {some ? (
        <CorrectedTable
          judgeRows={props.judge.rows}
          goldRows={props.gold.rows}
          caption={t("corrected.caption", { source: sourceName(t, props.judge) })}
        />
      ) : (
        <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          {t("corrected.none")}
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
  const t = await getTranslations("leaderboard");
  const user = await requireUser({ from: `/projects/${id}/leaderboard` });
  const { sources } = await loadPageData(() =>
    getLeaderboard({ actor: user, projectId: routeRowId(id) }),
  );
  const shown = chosenSource(sources, (await props.searchParams).source);
  const models = chartModels(sources, shown);
  const reason = emptyText(t, shown);
  return (
    <>
      <PageHeader
        title={t("heading")}
        description={t("description")}
        actions={
          <Link href={`/projects/${id}/health`} className={buttonClass("secondary")}>
            {t("dataHealth")}
          </Link>
        }
      />
      <div className="space-y-5">
        <section aria-labelledby="leaderboard-table-heading" className="space-y-2">
          <h2 id="leaderboard-table-heading" className="text-base font-semibold text-slate-900">
            {t("ranked", { source: sourceName(t, shown) })}
          </h2>
          <nav aria-label={t("source")} className="flex flex-wrap gap-1">
            {sources.map((s) => (
              <Link
                key={String(sourceKey(s))}
                href={`?source=${sourceKey(s)}`}
                scroll={false}
                aria-current={s === shown ? "page" : undefined}
                className={`rounded-md border px-2.5 py-1 text-sm ${focusRing} ${s === shown ? "border-indigo-700 bg-indigo-50 font-medium text-indigo-900" : "border-slate-300 text-slate-700 hover:bg-slate-100"}`}
              >
                {sourceName(t, s)}
              </Link>
            ))}
          </nav>
          <SourceSummary t={t} s={shown} />
          {reason ? (
            <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
              {reason}
            </p>
          ) : (
            <LeaderboardTable
              key={String(sourceKey(shown))}
              rows={shown.rows}
              source={sourceKey(shown)}
              caption={t("tableCaption", { source: sourceName(t, shown) })}
              api={`/api/v1/projects/${id}/leaderboard`}
            />
          )}
        </section>
        {shown.source === "run" && shown.rows.length > 0 ? (
          <CorrectedSection t={t} judge={shown} gold={sources[0]} />
        ) : null}
        {models.length > 0 ? (
          <FScoreChart panels={sources.map((s) => panelOf(t, s))} models={models} />
        ) : null}
      </div>
    </>
  );
}
