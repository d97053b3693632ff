import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * next-auth needs a secret and the public URL. When the operator sets none, a random secret is
 * made once and kept in the data dir, so sessions survive restarts without any set-up.
 */
export function nextAuthEnv(opts: { port: number; dataDir: string }): Record<string, string> {
  let secret = process.env.NEXTAUTH_SECRET;
  if (!secret) {
    const file = path.join(opts.dataDir, "nextauth-secret");
    if (!existsSync(file)) {
      mkdirSync(opts.dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
    }
    secret = readFileSync(file, "utf8").trim();
  }
  return {
    NEXTAUTH_SECRET: secret,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${opts.port}`,
  };
}
