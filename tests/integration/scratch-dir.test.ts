import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { makeScratchDir, sweepScratchDirs } from "@/lib/scratch/scratch-dir";

describe("scratch folders", () => {
  it("sweeps the folders of processes that are gone and keeps those of running ones", async () => {
    const mine = await makeScratchDir("test");
    // A pid that has certainly exited: a child that ran and ended.
    const deadPid = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;
    const dead = path.join(env.dataDir, "tmp", `${deadPid}-import-abc123`);
    mkdirSync(path.join(dead, "nested"), { recursive: true });

    await sweepScratchDirs();
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(mine)).toBe(true);
    expect(path.basename(mine).startsWith(`${process.pid}-test-`)).toBe(true);
    await rm(mine, { recursive: true, force: true });
  });
});
