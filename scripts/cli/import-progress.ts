import type { ImportProgress } from "@/lib/items/import/import-items";

export type ProgressOutput = { write: (text: string) => void; isTTY: boolean };

/**
 * The CLI import's progress on stderr: one line updated in place on a terminal; on anything else
 * (a log file, CI) whole lines, one per 10 % of each phase when the share done is known (`share`,
 * 0..1, e.g. bytes read of the file), else one per 10,000 lines. ("\r" alone ran the reports
 * together in a log: "validating … line 10000validating …".) One phase, importing, on a database
 * server; validating then writing on the embedded database (lib/items/import/import-items.ts).
 */
export function importProgress(output: ProgressOutput, share: () => number | null = () => null) {
  let phase: ImportProgress["phase"] | null = null;
  let decile = 0;
  return {
    onProgress: (p: ImportProgress) => {
      const done = share();
      const label =
        done === null
          ? `${p.phase} … line ${p.lines}`
          : `${p.phase} ${Math.floor(done * 100)} % (line ${p.lines})`;
      if (output.isTTY) {
        output.write(`\r\x1b[K${label}`);
        return;
      }
      if (p.phase !== phase) {
        phase = p.phase;
        decile = 0;
      }
      if (done === null) {
        if (p.lines % 10_000 === 0) output.write(`${label}\n`);
        return;
      }
      const reached = Math.floor(Math.min(1, done) * 10);
      if (reached > decile) {
        decile = reached;
        output.write(`${p.phase} ${reached * 10} % (line ${p.lines})\n`);
      }
    },
    done: () => {
      if (output.isTTY) output.write("\r\x1b[K");
    },
  };
}
