// A separate serving process for tests/integration/judge-runs-crash.test.ts, so a test can kill -9
// it mid-run: polls the judge worker every 100 ms (lease 1 s, owner from argv) until killed.
import { createJudgeWorker } from "@/lib/judges/judge-worker";

const worker = createJudgeWorker({
  owner: process.argv[2] ?? "child",
  leaseMs: 1_000,
  policy: { maxAttempts: 1, timeoutMs: 10_000, baseDelayMs: 10, maxDelayMs: 100 },
});
console.log("started");
for (;;) {
  await worker.tick();
  await new Promise((r) => setTimeout(r, 100));
}
