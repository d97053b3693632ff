import "server-only";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

// Every temporary file Accord writes (an upload's spooled body, an import's validated lines) lives
// under one known folder of the data dir, in a folder named after the process that made it, so
// what a killed process left behind is found and removed at the next start (sweepScratchDirs),
// instead of lingering in the system's temp folder.
const root = () => path.join(env.dataDir, "tmp");

/**
 * When the process started, as a string of digits, or null if the system does not say: a pid
 * alone does not name a process, since pids are reused. Linux: clock ticks since boot
 * (/proc/<pid>/stat, field 22); elsewhere (macOS, BSD): `ps -o lstart=` as seconds since 1970.
 */
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

/** A new empty folder for one request's or one import's temporary files; the caller removes it. */
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

/**
 * Whether the folder's maker still runs: its pid is alive AND that process started when the
 * folder's name says (else the pid was reused: the maker is dead). When a start time is not
 * known (0 in the name, or the system does not tell), a live pid keeps the folder: a live
 * process's files are never removed, at the price of keeping a dead one's until its pid is free.
 */
function makerRuns(name: string): boolean {
  const [pidText, startText] = name.split("-");
  return processRuns(Number(pidText), startText);
}

/**
 * Whether process `pid` that started at `startText` (processStartTime's digits) still runs, as
 * makerRuns says; also for an import in progress (lib/items/import/sweep-dead-imports.ts).
 */
export function processRuns(pid: number, startText: string | null | undefined): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
  // Folders named before the start time was added (<pid>-<purpose>-…) have no digits there.
  if (!/^\d+$/.test(startText ?? "") || startText === "0") return true;
  const start = pid === process.pid ? myStart() : processStartTime(pid);
  return start === null || start === startText;
}

/** This process's start time (processStartTime), or null if the system does not say. */
export const ownProcessStart = (): string | null => myStart();

/** Removes the scratch folders of processes that are no longer running; returns how many. */
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
