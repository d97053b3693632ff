import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { makeScratchDir, processStartTime, sweepScratchDirs } from "@/lib/scratch/scratch-dir";

const folder = (name: string) => {
  const dir = path.join(env.dataDir, "tmp", name);
  mkdirSync(path.join(dir, "nested"), { recursive: true });
  return dir;
};

describe("scratch folders", () => {
  it("sweeps the folders of processes that are gone and keeps those of running ones", async () => {
    const mine = await makeScratchDir("test");
    // A pid that has certainly exited: a child that ran and ended.
    const deadPid = spawnSync(
      process.execPath,
      ["-e", "process.stdout.write(String(process.pid))"],
      { encoding: "utf8" },
    ).stdout;
    const dead = folder(`${deadPid}-1-import-abc123`);

    await sweepScratchDirs();
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(mine)).toBe(true);
    expect(
      path.basename(mine).startsWith(`${process.pid}-${processStartTime(process.pid)}-test-`),
    ).toBe(true);
    await rm(mine, { recursive: true, force: true });
  });

  // A pid is reused: the folder's pid runs again, but it is another process (it started at
  // another time), so the folder is a dead process's and goes; a folder of that same running
  // process (its own start time) stays.
  it("tells a running process from an earlier one that had its pid", async () => {
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], {
      stdio: "ignore",
    });
    try {
      await new Promise<void>((r) => child.once("spawn", () => r()));
      const pid = child.pid!;
      const start = processStartTime(pid);
      expect(start).toMatch(/^\d+$/);
      const live = folder(`${pid}-${start}-upload-aaa111`);
      const reused = folder(`${pid}-${Number(start) - 1000}-import-bbb222`);
      await sweepScratchDirs();
      expect(existsSync(live)).toBe(true);
      expect(existsSync(reused)).toBe(false);
      await rm(live, { recursive: true, force: true });
    } finally {
      child.kill("SIGKILL");
    }
  });
});
