import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { AXE_RESULTS, AXE_VISITED } from "./axe";
import { E2E_ADMIN } from "./e2e-admin";

// The first admin comes from the CLI (as an operator would); specs create everything else
// through the API with that admin's token.
export default function globalSetup() {
  fs.rmSync(AXE_RESULTS, { force: true }); // a fresh axe report per run
  fs.rmSync(AXE_VISITED, { force: true });

  const args = [
    "--conditions=react-server",
    "scripts/accord.ts",
    "user",
    "add",
    "--email",
    E2E_ADMIN.email,
    "--name",
    "E2E Admin",
    "--role",
    "admin",
    "--password",
    E2E_ADMIN.password,
  ];
  try {
    execFileSync("node_modules/.bin/tsx", args, {
      stdio: "pipe",
      env: { ...process.env, ACCORD_DATA_DIR: process.env.ACCORD_DATA_DIR ?? ".data/e2e" },
    });
  } catch (e) {
    const stderr = String((e as { stderr?: Buffer }).stderr ?? "");
    if (!/already exists/.test(stderr))
      throw new Error(`creating the e2e admin failed:\n${stderr}`);
  }
}
