import { csvResponse } from "@/lib/api/csv-response";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { getLeaderboard } from "@/lib/leaderboard/get-leaderboard";
import { leaderboardCsv } from "@/lib/leaderboard/leaderboard-csv";
import { leaderboardLatex } from "@/lib/leaderboard/leaderboard-latex";
import { parseLeaderboardQuery } from "@/lib/leaderboard/leaderboard-query";
import { checkSortLanguage, pickSource, sourceLabel } from "@/lib/leaderboard/leaderboard-sources";
import { languagesOf, rankModels } from "@/lib/leaderboard/rank-models";

/**
 * The model leaderboard from gold and from each judge run. `?format=csv` (every source, or the one
 * `source` names) and `?format=latex` (one source) list the models ranked as the page shows them
 * for the same `sort`, `language` and `dir`.
 */
export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const query = parseLeaderboardQuery(req.nextUrl.searchParams);
  const board = await getLeaderboard({ actor, projectId });
  if (query.format === "json") return apiJson(board);
  const chosen = query.source === undefined ? null : pickSource(board.sources, query.source);
  checkSortLanguage(chosen ? [chosen] : board.sources, query.sort.language);
  const fileName = `leaderboard-project-${projectId}`;
  if (query.format === "csv")
    return csvResponse(leaderboardCsv(chosen ? [chosen] : board.sources, query.sort), {
      fileName: `${fileName}.csv`,
    });
  const source = chosen ?? pickSource(board.sources, undefined);
  const latex = leaderboardLatex({
    title: `Model leaderboard: ${sourceLabel(source)}`,
    models: rankModels(source.rows, query.sort),
    languages: languagesOf(source.rows),
  });
  return new Response(latex, {
    headers: {
      "Content-Type": "application/x-tex; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}.tex"`,
    },
  });
});
