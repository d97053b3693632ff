import { csvResponse } from "@/lib/api/csv-response";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { AppError } from "@/lib/errors";
import { getLeaderboard } from "@/lib/leaderboard/get-leaderboard";
import { leaderboardCsv } from "@/lib/leaderboard/leaderboard-csv";

/** The model leaderboard from gold and from each judge run; `?format=csv` downloads it as CSV. */
export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const format = req.nextUrl.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv")
    throw new AppError("bad_request", "format must be json or csv.");
  const board = await getLeaderboard({ actor, projectId });
  if (format === "json") return apiJson(board);
  return csvResponse(leaderboardCsv(board.sources), {
    fileName: `leaderboard-project-${projectId}.csv`,
  });
});
