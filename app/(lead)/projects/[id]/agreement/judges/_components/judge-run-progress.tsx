"use client";

import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { z } from "zod";
import { ApiPostButton } from "@/components/checks/api-post-button";
import { ProgressBar } from "@/components/ui/progress-bar";

const count = z.number().int().nonnegative();
/** The figures of GET /api/v1/judge-runs/{id} the page shows (lib/judges/judge-run-control.ts). */
const runProgress = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(["queued", "running", "paused", "cancelled", "done"]),
  total: count,
  done: count,
  failed: count,
  tokens: count,
  requests_per_minute: count,
  provenance: z.object({
    endpoint: z.object({ model: z.string() }),
    reported_model: z.string().nullable(),
  }),
});
export type JudgeRunProgressJson = z.infer<typeof runProgress>;

const POLL_MS = 2000;
const isActive = (status: JudgeRunProgressJson["status"]) =>
  status === "queued" || status === "running";
// Each action's button and busy texts are under `judges.progress.actions.<action>`.
const ACTIONS = [
  { action: "pause", when: ["queued", "running"] },
  { action: "resume", when: ["paused", "done"] },
  { action: "cancel", when: ["queued", "running", "paused"] },
] as const;

/** Reads the run again every 2 s while it is queued or running; stops once it is not. */
function usePolledRun(initial: JudgeRunProgressJson): JudgeRunProgressJson {
  const [run, setRun] = useState(initial);
  useEffect(() => setRun(initial), [initial]);
  const router = useRouter();
  const active = isActive(run.status);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      void fetch(`/api/v1/judge-runs/${run.id}`, { credentials: "same-origin" })
        .then((res) => (res.ok ? res.json() : null))
        .then((json: unknown) => {
          const parsed = runProgress.safeParse(json);
          if (!parsed.success) return;
          setRun(parsed.data);
          // Finished: the judges report above now has the run's labels.
          if (!isActive(parsed.data.status)) router.refresh();
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [active, run.id, router]);
  return run;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium tabular-nums text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One run Accord sends: status, progress (done + failed of total), figures and its controls. */
function JudgeRunRow({ initial }: { initial: JudgeRunProgressJson }) {
  const t = useTranslations("judges.progress");
  const format = useFormatter();
  const run = usePolledRun(initial);
  const finished = run.done + run.failed;
  const model = run.provenance.reported_model ?? run.provenance.endpoint.model;
  return (
    <li className="space-y-3 py-4" data-testid="judge-run-progress" data-run-name={run.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{run.name}</h3>
        <span className="text-sm text-slate-700">
          {t.rich("status", {
            status: () => <strong data-testid="judge-run-status">{run.status}</strong>,
          })}
        </span>
      </div>
      <ProgressBar
        label={t("finished", { name: run.name })}
        value={finished}
        max={run.total}
        valueText={t("of", { done: finished, total: run.total })}
      />
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        <Figure label={t("done")} value={String(run.done)} testId="judge-run-done" />
        <Figure label={t("failed")} value={String(run.failed)} testId="judge-run-failed" />
        <Figure label={t("tokens")} value={format.number(run.tokens)} testId="judge-run-tokens" />
        <Figure label={t("rpm")} value={String(run.requests_per_minute)} testId="judge-run-rpm" />
        <Figure label={t("model")} value={model} testId="judge-run-model" />
      </dl>
      <div className="flex flex-wrap gap-2">
        {ACTIONS.filter((a) => (a.when as readonly string[]).includes(run.status)).map((a) => (
          <ApiPostButton
            key={a.action}
            url={`/api/v1/judge-runs/${run.id}/${a.action}`}
            label={t(`actions.${a.action}.label`)}
            busyLabel={t(`actions.${a.action}.busy`)}
            testId={`judge-run-${a.action}`}
          />
        ))}
      </div>
    </li>
  );
}

/** The runs Accord sends itself, newest first, each refreshing while it runs. */
export function JudgeRunProgressList({ runs }: { runs: JudgeRunProgressJson[] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {runs.map((run) => (
        <JudgeRunRow key={run.id} initial={run} />
      ))}
    </ul>
  );
}
