// Someone else's work while an import runs, open loop: a claim+submit is started every `every` ms
// on a fixed schedule whether or not the earlier ones finished, each by one of `users` annotators
// in turn (one annotator's requests run one after the other, as one person's would). A request's
// latency runs from its scheduled start to its submit's answer, so the time it waited behind a
// stalled one counts: one 20 s stall is 400 slow samples, not one (a closed loop records it once).
// Needs a resolved database (DATABASE_URL set); import it after resolveDatabase().
import { Readable } from "node:stream";
import { jsonlRecords } from "@/lib/items/import/sources/jsonl-records";
import { importItems } from "@/lib/items/import/import-items";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeProject, makeUser } from "../tests/factories";

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

export type ProbeResult = { latencies: number[]; phases: string[]; failures: number };

export function describeProbe(r: ProbeResult, every: number): string {
  const xs = r.latencies;
  const line = (ys: number[]) =>
    `p50 ${pct(ys, 50).toFixed(1)} ms, p95 ${pct(ys, 95).toFixed(1)} ms, max ${Math.max(...ys).toFixed(1)} ms (n=${ys.length})`;
  const out = [
    `open loop, one every ${every} ms: ${line(xs)}${r.failures ? `, ${r.failures} failed` : ""}`,
  ];
  const phases = [...new Set(r.phases)];
  if (phases.length > 1)
    for (const p of phases)
      out.push(`    started while ${p}: ${line(xs.filter((_, i) => r.phases[i] === p))}`);
  return out.join("\n");
}

/**
 * A project of `items` generated comments with `users` annotators. `run(during, phase)` probes
 * while the promise `during()` runs; `phase()` names what it is doing at each probe's start.
 */
export async function makeOpenLoopProbe(opts: {
  every: number;
  users: number;
  items: number;
  line: (i: number) => Record<string, unknown>;
}) {
  const annotators = await Promise.all(
    Array.from({ length: opts.users }, () => makeUser("annotator")),
  );
  const other = await makeProject({
    kind: "generated_comment",
    members: annotators.map((a) => [a, "annotator"] as [typeof a, "annotator"]),
  });
  await importItems({
    actor: other.lead,
    projectId: other.id,
    records: () =>
      jsonlRecords(
        Readable.from(
          Array.from({ length: opts.items }, (_, i) => JSON.stringify(opts.line(i)) + "\n"),
        ),
      ),
  });
  async function claimAndSubmit(actor: (typeof annotators)[number]) {
    const claimed = await claimNextItem({ actor, projectId: other.id });
    if (!claimed) throw new Error("the probe project ran out of items");
    await submitAnnotation({
      actor,
      assignmentId: claimed.assignmentId,
      annotation: { accuracy: "correct", error_codes: [] },
      timeSpentMs: 1000,
    });
  }
  // Warm up: each annotator's first claim (connections, prepared statements) is not measured.
  for (const a of annotators) await claimAndSubmit(a);

  /** `ms`: how long `during` took (the probes still queued when it ended are waited for after). */
  return async function run<T>(
    during: () => Promise<T>,
    phase: () => string = () => "running",
  ): Promise<{ value: T; ms: number; probe: ProbeResult }> {
    const r: ProbeResult = { latencies: [], phases: [], failures: 0 };
    const lanes: Promise<void>[] = annotators.map(() => Promise.resolve());
    let stopAt = Infinity;
    const t0 = performance.now();
    const schedule = (async () => {
      // Every request scheduled before `during` ended is made, also those a busy event loop delayed.
      for (let k = 0; t0 + k * opts.every < stopAt; k++) {
        const due = t0 + k * opts.every;
        await new Promise((res) => setTimeout(res, Math.max(0, due - performance.now())));
        if (due >= stopAt) break;
        const lane = k % opts.users;
        const p = phase();
        lanes[lane] = lanes[lane].then(() =>
          claimAndSubmit(annotators[lane]).then(
            () => void (r.latencies.push(performance.now() - due), r.phases.push(p)),
            () => void (r.failures += 1),
          ),
        );
      }
    })();
    try {
      const value = await during();
      return { value, ms: performance.now() - t0, probe: r };
    } finally {
      stopAt = performance.now();
      await schedule;
      await Promise.all(lanes);
    }
  };
}
