/**
 * Runs `sweep` every `everyMs` in the background; one at a time (a tick while the last still runs
 * is skipped), a failed one is logged and the next runs. Returns a function that stops it.
 */
export function every(name: string, everyMs: number, sweep: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((e: unknown) =>
        console.warn(`${name} failed: ${e instanceof Error ? e.message : String(e)}`),
      )
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
