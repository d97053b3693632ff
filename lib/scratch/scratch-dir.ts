import "server-only";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

// Temporary files live in a folder named after their process, so what a killed process left is
// removed at the next start (sweepScratchDirs).
const root = () => path.join(env.dataDir, "tmp");

/** Digits, or null if unknown: pids are reused, so a pid alone does not name a process. */
export function processStartTime(pid: number): string | null {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").pop()!.split(" ");
    return /^\d+$/.test(fields[19] ?? "") ? fields[19] : null;
  } catch {
    // No /proc: not Linux, or no such process.
  }
  try {
    const seconds =
      Date.parse(
        execFileSync("ps", ["-o", "lstart=", "-p", String(pid)], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
        }).trim(),
      ) / 1000;
    return Number.isFinite(seconds) ? String(seconds) : null;
  } catch {
    return null;
  }
}

let ownStart: string | null | undefined;
const myStart = () =>
  ownStart === undefined ? (ownStart = processStartTime(process.pid)) : ownStart;

/** The caller removes it. */
export async function makeScratchDir(purpose: string): Promise<string> {
  await mkdir(root(), { recursive: true });
  return mkdtemp(path.join(root(), `${process.pid}-${myStart() ?? 0}-${purpose}-`));
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

/** Without a known start time a live pid keeps the folder: a live process's files are never removed. */
function makerRuns(name: string): boolean {
  const [pidText, startText] = name.split("-");
  return processRuns(Number(pidText), startText);
}

export function processRuns(pid: number, startText: string | null | undefined): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
  // Folders named before the start time was added (<pid>-<purpose>-…) have no digits there.
  if (!/^\d+$/.test(startText ?? "") || startText === "0") return true;
  const start = pid === process.pid ? myStart() : processStartTime(pid);
  return start === null || start === startText;
}

export const ownProcessStart = (): string | null => myStart();

export async function sweepScratchDirs(): Promise<number> {
  const names = await readdir(root()).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (makerRuns(name)) continue;
    await rm(path.join(root(), name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
