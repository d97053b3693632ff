import "server-only";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

// Every temporary file Accord writes (an upload's spooled body, an import's validated lines) lives
// under one known folder of the data dir, in a folder named after the process that made it, so
// what a killed process left behind is found and removed at the next start (sweepScratchDirs),
// instead of lingering in the system's temp folder.
const root = () => path.join(env.dataDir, "tmp");

/** A new empty folder for one request's or one import's temporary files; the caller removes it. */
export async function makeScratchDir(purpose: string): Promise<string> {
  await mkdir(root(), { recursive: true });
  return mkdtemp(path.join(root(), `${process.pid}-${purpose}-`));
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes the scratch folders of processes that are no longer running; returns how many. */
export async function sweepScratchDirs(): Promise<number> {
  const names = await readdir(root()).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const pid = Number(name.split("-")[0]);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) continue;
    await rm(path.join(root(), name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
