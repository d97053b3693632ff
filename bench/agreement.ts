// Agreement over 12,500 generated comments × 2 human annotations × 26 error codes: seeds them with
// batch SQL, times getProjectAgreement end to end (median of 11 after a warm-up) and the pure
// report alone, and compares with scikit-learn computing the same kappas (checked to 1e-9).
// Usage: BENCH_DATABASE_URL=postgresql://… npx tsx --conditions=react-server bench/agreement.ts [-- --items 12500]
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { ErrorCodesJson, KappaJson } from "@/lib/agreement/agreement-report-types";

const { values } = parseArgs({ options: { items: { type: "string", default: "12500" } } });
const N = Number(values.items);
const dir = mkdtempSync(path.join(tmpdir(), "accord-bench-agreement-"));
const serverUrl = process.env.BENCH_DATABASE_URL;
process.env.ACCORD_DATA_DIR = path.join(dir, "data");
// Tagged so the bench can find its own server backends and read their CPU time.
const APP = "accord-bench-agreement";
if (serverUrl)
  process.env.DATABASE_URL = `${serverUrl}${serverUrl.includes("?") ? "&" : "?"}application_name=${APP}`;
else delete process.env.DATABASE_URL;

const { resolveDatabase } = await import("@/lib/db/resolve-database");
const database = await resolveDatabase();
const { makeProject, makeUser } = await import("../tests/factories");
const { db } = await import("@/lib/db");
const { pgPool } = await import("@/lib/db/pg-pool");
const { getProjectAgreement } = await import("@/lib/agreement/data/get-project-agreement");
const { loadAgreementItems } = await import("@/lib/agreement/data/load-agreement-items");
const { buildAgreementReport } = await import("@/lib/agreement/agreement-report");
const { parseProjectSettings } = await import("@/lib/projects/project-settings");
const { errorCodes } = await import("@/lib/taxonomy/comment-errors");
const { clearIntervalMemo } = await import("@/lib/agreement/interval-memo");
type Report = Awaited<ReturnType<typeof getProjectAgreement>>;

let seed = 12_500;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const accuracy = ["correct", "partially_correct", "incorrect"] as const;
// Zipf-like popularity: a few codes (missing details, hallucination) are common, most are rare.
const weights = errorCodes.map((_, i) => 1 / ((i % 9) + 1) ** 1.3);
const weightSum = weights.reduce((s, w) => s + w, 0);
const drawCode = () => {
  let r = rand() * weightSum;
  for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) <= 0) return errorCodes[i].code;
  return errorCodes[errorCodes.length - 1].code;
};
const drawCodes = (label: string) => {
  const count = label === "correct" ? (rand() < 0.7 ? 0 : 1) : 1 + Math.floor(rand() * 3);
  return [...new Set(Array.from({ length: count }, drawCode))];
};
/** Rater A labels freely; rater B agrees on accuracy 70 % of the time and keeps 70 % of A's codes. */
function judgments() {
  const a = accuracy[rand() < 0.5 ? 0 : rand() < 0.6 ? 1 : 2];
  const b = rand() < 0.7 ? a : accuracy[Math.floor(rand() * 3)];
  const codesA = drawCodes(a);
  const codesB = [
    ...new Set([...codesA.filter(() => rand() < 0.7), ...(rand() < 0.35 ? [drawCode()] : [])]),
  ];
  return [
    { accuracy: a, codes: codesA },
    { accuracy: b, codes: codesB },
  ];
}

async function seedProject() {
  const lead = await makeUser("lead");
  const raters = await Promise.all(Array.from({ length: 6 }, () => makeUser("annotator")));
  const { id: projectId } = await makeProject({ kind: "generated_comment", lead });
  const pool = pgPool();
  const { rows: items } = await pool.query<{ id: number }>(
    `INSERT INTO items (project_id, kind, external_id, language, status, annotation_count)
     SELECT $1, 'generated_comment', 'b-' || g, (ARRAY['en','zh','ru','nl','el','pl'])[g % 6 + 1], 'agreed', 2
     FROM generate_series(0, $2 - 1) g ORDER BY g RETURNING id`,
    [projectId, N],
  );
  await pool.query(
    `INSERT INTO generated_comments (item_id, file_id, model, programming_language, code_prefix, code_suffix, original_comment, predicted_comment)
     SELECT id, 'f' || id, (ARRAY['google/codegemma-7b','bigcode/starcoder2-7b','Qwen/CodeQwen1.5-7B'])[id % 3 + 1], 'java', '', '', '', ''
     FROM items WHERE project_id = $1`,
    [projectId],
  );
  const cols = {
    item: [] as number[],
    user: [] as number[],
    data: [] as string[],
    at: [] as string[],
  };
  const tags = { item: [] as number[], user: [] as number[], code: [] as string[] };
  const t0 = Date.UTC(2026, 0, 1);
  items.forEach(({ id }, i) => {
    const pair = [raters[i % 6], raters[((i % 6) + 1 + (Math.floor(i / 6) % 5)) % 6]];
    judgments().forEach((j, k) => {
      cols.item.push(id);
      cols.user.push(pair[k].id);
      cols.data.push(JSON.stringify({ accuracy: j.accuracy, error_codes: j.codes, notes: "" }));
      cols.at.push(new Date(t0 + i * 600_000 + k * 60_000).toISOString());
      for (const code of j.codes) {
        tags.item.push(id);
        tags.user.push(pair[k].id);
        tags.code.push(code);
      }
    });
  });
  await pool.query(
    `INSERT INTO annotations (item_id, user_id, data, submitted_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::jsonb[], $4::timestamptz[])`,
    [cols.item, cols.user, cols.data, cols.at],
  );
  await pool.query(
    `INSERT INTO error_tags (annotation_id, code)
     SELECT a.id, t.code FROM unnest($1::int[], $2::int[], $3::text[]) AS t(item_id, user_id, code)
     JOIN annotations a ON a.item_id = t.item_id AND a.user_id = t.user_id`,
    [tags.item, tags.user, tags.code],
  );
  // Steady state: autovacuum would have set the visibility map that index-only scans rely on.
  await pool.query("VACUUM (ANALYZE) items, annotations, error_tags, generated_comments");
  return { projectId, lead, tagCount: tags.code.length };
}

/** CPU ms of this process plus its PostgreSQL backends (a local server; /proc ticks are 10 ms). */
async function cpuMs(): Promise<number> {
  const own = process.cpuUsage();
  let ticks = 0;
  if (serverUrl) {
    const { rows } = await pgPool().query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE application_name = $1",
      [APP],
    );
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        /* not local, or gone */
      }
    }
  }
  return (own.user + own.system) / 1000 + ticks * 10;
}

// Odd, so that the median is one run; 11 rather than 5 because single runs on two shared cores vary by ±20 %.
const RUNS = 11;
/** Median and best wall time of RUNS runs after one warm-up, and the mean CPU time per run; `before(i)`, untimed, runs before run i. */
async function timeIt<T>(
  fn: () => Promise<T> | T,
  before?: (run: number) => Promise<unknown>,
): Promise<{ ms: number; best: number; cpu: number; result: T }> {
  let result = await fn();
  const times: number[] = [];
  let cpu = 0;
  for (let i = 0; i < RUNS; i++) {
    await before?.(i);
    const cpu0 = await cpuMs();
    const t = performance.now();
    result = await fn();
    times.push(performance.now() - t);
    cpu += (await cpuMs()) - cpu0;
  }
  cpu /= RUNS;
  times.sort((a, b) => a - b);
  return { ms: times[(RUNS - 1) / 2], best: times[0], cpu, result };
}

const PYTHON = String.raw`
import json, math, sys, time
import numpy as np
from sklearn.metrics import cohen_kappa_score
d = json.load(open(sys.argv[1]))
t = time.perf_counter()
scale = ["correct", "partially_correct", "incorrect"]
got = {"accuracy": cohen_kappa_score(d["a"], d["b"], labels=scale),
       "accuracy_quadratic": cohen_kappa_score(d["a"], d["b"], labels=scale, weights="quadratic")}
index = {c: i for i, c in enumerate(d["codes"])}
def indicators(sets):
    m = np.zeros((len(sets), len(index)), dtype=np.int8)
    for row, codes in enumerate(sets):
        for c in codes: m[row, index[c]] = 1
    return m
A, B = indicators(d["codes_a"]), indicators(d["codes_b"])
for level, names in d["levels"].items():
    for name, members in names.items():
        cols = [index[c] for c in members]
        got[level + ":" + name] = cohen_kappa_score(A[:, cols].max(axis=1), B[:, cols].max(axis=1), labels=[0, 1])
ms = (time.perf_counter() - t) * 1000
bad = [k for k, v in d["ours"].items() if not ((v is None and math.isnan(got[k])) or (v is not None and abs(v - got[k]) <= 1e-9))]
print(json.dumps({"ms": ms, "checked": len(d["ours"]), "mismatches": bad}))
`;

function sklearnBaseline(report: Report, items: Awaited<ReturnType<typeof loadAgreementItems>>) {
  // Raters A and B: the first two annotations by submission time (the loader does not order them).
  const ordered = items.map((it) =>
    [...it.annotations].sort(
      (x, y) => x.submittedAt.getTime() - y.submittedAt.getTime() || x.id - y.id,
    ),
  );
  const pairs = ordered
    .filter((list) => list.length >= 2)
    .map((list) => [list[0].data, list[1].data]);
  const codesOf = (d: Record<string, unknown>) => d.error_codes as string[];
  const accuracyJson = report.fields.accuracy as KappaJson;
  const codesJson = report.fields.error_codes as Required<ErrorCodesJson>;
  const levels = (key: "group" | "category") =>
    Object.fromEntries(
      [...new Set(errorCodes.map((c) => c[key]).filter((g): g is string => g !== null))].map(
        (g) => [g, errorCodes.filter((c) => c[key] === g).map((c) => c.code)],
      ),
    );
  const ours: Record<string, number | null> = {
    accuracy: accuracyJson.kappa,
    accuracy_quadratic: accuracyJson.kappa_quadratic ?? null,
  };
  const sections = { code: "codes", group: "groups", category: "categories" } as const;
  for (const [level, key] of Object.entries(sections)) {
    for (const [name, k] of Object.entries(codesJson[key])) ours[`${level}:${name}`] = k.kappa;
  }
  const file = path.join(dir, "vectors.json");
  writeFileSync(
    file,
    JSON.stringify({
      a: pairs.map(([a]) => a.accuracy),
      b: pairs.map(([, b]) => b.accuracy),
      codes: errorCodes.map((c) => c.code),
      codes_a: pairs.map(([a]) => codesOf(a)),
      codes_b: pairs.map(([, b]) => codesOf(b)),
      levels: {
        code: Object.fromEntries(errorCodes.map((c) => [c.code, [c.code]])),
        group: levels("group"),
        category: levels("category"),
      },
      ours,
    }),
  );
  writeFileSync(path.join(dir, "baseline.py"), PYTHON);
  // The system Python has scikit-learn; the pyenv python3 on PATH does not.
  const run = spawnSync("/usr/bin/python3", [path.join(dir, "baseline.py"), file], {
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split("\n").at(-1) as string) as {
    ms: number;
    checked: number;
    mismatches: string[];
  };
}

const tSeed = performance.now();
const { projectId, lead, tagCount } = await seedProject();
const seedMs = performance.now() - tSeed;
// Cold: every interval drawn afresh (the remembered intervals forgotten before each call), as after
// a change to every block; warm: the same data again, each interval remembered (decision 026).
const e2e = await timeIt(
  () => (clearIntervalMemo(), getProjectAgreement({ actor: lead, projectId })),
);
const e2eWarm = await timeIt(() => getProjectAgreement({ actor: lead, projectId }));
const load = await timeIt(() =>
  loadAgreementItems({
    projectId,
    kind: "generated_comment",
    overlap: 2,
    language: null,
    model: null,
  }),
);
const report = () =>
  buildAgreementReport({
    projectId,
    kind: "generated_comment",
    settings: parseProjectSettings({}),
    taxonomy: { codes: errorCodes },
    items: load.result,
  });
const pure = await timeIt(() => (clearIntervalMemo(), report()));
const pureWarm = await timeIt(report);
const sk = sklearnBaseline(e2e.result, load.result);
// Last, as it changes the data the check above read. Live: one annotation's error codes changed before each call (a different item each time), so the
// project's blocks and one pair's, language's and model's are redrawn, the rest remembered: what the
// dashboard pays after a submit.
const changeOne = (run: number) =>
  pgPool().query(
    `UPDATE annotations SET data = jsonb_set(data, '{error_codes}', CASE WHEN data->'error_codes' = '[]' THEN '["MS-LT"]' ELSE '[]' END::jsonb)
      WHERE id = (SELECT a.id FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = $1 AND i.external_id = $2 ORDER BY a.submitted_at DESC LIMIT 1)`,
    [projectId, `b-${(run * 977) % N}`],
  );
const e2eLive = await timeIt(() => getProjectAgreement({ actor: lead, projectId }), changeOne);

const f = (ms: number) => `${ms.toFixed(1)} ms`;
const fb = (t: { ms: number; best: number; cpu: number }) =>
  `${f(t.ms)} (best ${f(t.best)}; CPU ${f(t.cpu)} per run)`;
console.log(
  `database:            ${database.isEmbedded ? "embedded PGlite" : "PostgreSQL server"}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${os.cpus().length} cores`,
);
console.log(
  `seeded:              ${N} items, ${2 * N} annotations, ${tagCount} error tags in ${(seedMs / 1000).toFixed(1)} s`,
);
console.log(
  `items compared:      ${e2e.result.items_compared}, ${e2e.result.pairs.length} annotator pairs`,
);
console.log(
  `end to end, cold:    ${fb(e2e)}  (getProjectAgreement, every interval drawn, median of ${RUNS} after a warm-up; under a second, decision 054)`,
);
console.log(`end to end, warm:    ${fb(e2eWarm)}  (the same data again: intervals remembered)`);
console.log(
  `end to end, live:    ${fb(e2eLive)}  (one annotation changed before each call: the project's, one pair's, language's and model's intervals drawn; target ≤ 300 ms, decision 054)`,
);
console.log(`  SQL load:          ${fb(load)}`);
console.log(
  `  pure report, cold: ${fb(pure)}  (fields, 36 code/group/category kappas, pairs, alpha, over time, by language/model, all with 95 % bootstrap CIs)`,
);
console.log(`  pure report, warm: ${fb(pureWarm)}`);
console.log(
  `scikit-learn:        ${f(sk.ms)}  (accuracy unweighted + quadratic, 26 codes + 6 groups + 4 categories)`,
);
console.log(
  `check vs sklearn:    ${sk.mismatches.length === 0 ? "OK" : `MISMATCH ${sk.mismatches.join(", ")}`} (${sk.checked} kappas to 1e-9)`,
);
console.log(
  `ratio:               end to end ${(e2e.ms / sk.ms).toFixed(2)}× sklearn; pure report ${(pure.ms / sk.ms).toFixed(2)}× sklearn`,
);
console.log(
  `note:                CPU = this process + its PostgreSQL backends; contention inflates it too`,
);
await db.project.delete({ where: { id: projectId } });
await Promise.all([pgPool().end(), db.$disconnect()]);
await database.stop();
rmSync(dir, { recursive: true, force: true });
