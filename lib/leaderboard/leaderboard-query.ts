// The leaderboard's query (API and page alike): which source, sorted by which column, which way,
// and the download format. A download with the page's query lists the rows in the page's order.
import { z } from "zod";
import { AppError, fieldErrors } from "@/lib/errors";
import { defaultDir, FIGURE_PARAMS, type LeaderboardSort, type SortKey } from "./leaderboard-sort";
import type { FigureKey } from "./simpleqa-figures";

const sortParams = new Map<string, SortKey>([
  ["model", "model"],
  ["n", "n"],
  ...Object.entries(FIGURE_PARAMS).map(([key, param]) => [param, key as FigureKey] as const),
]);

export interface LeaderboardQuery {
  format: "json" | "csv" | "latex";
  /** "gold", a judge run's id, or undefined: the first source with figures. */
  source?: "gold" | number;
  sort: LeaderboardSort;
}

const schema = z.object({
  format: z.enum(["json", "csv", "latex"]).default("json"),
  source: z
    .union(
      [
        z.literal("gold"),
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/)
          .transform(Number),
      ],
      {
        error: "must be gold or a judge run's id",
      },
    )
    .optional(),
  sort: z
    .string()
    .refine((s) => sortParams.has(s), `must be one of ${[...sortParams.keys()].join(", ")}`)
    .default("f_score"),
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/, "must be a language code of the leaderboard, such as en")
    .optional(),
  dir: z.enum(["asc", "desc"], { error: "must be asc or desc" }).optional(),
});

/** The query of `params`, or a 400 naming each bad parameter. */
export function parseLeaderboardQuery(params: URLSearchParams): LeaderboardQuery {
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error.issues);
    const [name, [problem]] = Object.entries(fields)[0];
    throw new AppError("bad_request", `The query parameter \`${name}\` ${problem}.`, { fields });
  }
  const { format, source, sort, language, dir } = parsed.data;
  const key = sortParams.get(sort)!;
  return { format, source, sort: { key, language: language ?? null, dir: dir ?? defaultDir(key) } };
}
