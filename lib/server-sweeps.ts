import "server-only";
import { startClosedWindowSweep } from "@/lib/gold/sweep-closed-windows";
import { sweepDeadImports } from "@/lib/items/import/sweep-dead-imports";
import { createJudgeWorker } from "@/lib/judges/judge-worker";
import { every } from "@/lib/periodic";

/**
 * What the serving process (scripts/start.ts) runs in the background, once however many Next
 * workers serve: comparing items whose revise windows closed (decision 048: the only place that
 * does, every few seconds), and deleting the rows of an import whose process died while this one
 * serves (a CLI import killed mid-write: decision 055), which otherwise stayed hidden until the
 * next start; and the judge worker (decision 077), polling every second for runs to send.
 * `everyMs` sets every period (tests).
 */
export function startServerSweeps(opts: { everyMs?: number } = {}): () => void {
  const judges = createJudgeWorker();
  const stops = [
    every("judge worker", opts.everyMs ?? 1_000, judges.tick),
    judges.stop,
    startClosedWindowSweep({ everyMs: opts.everyMs ?? 3_000 }),
    every("dead-import sweep", opts.everyMs ?? 30_000, () =>
      sweepDeadImports(process.env.DATABASE_URL ?? ""),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
