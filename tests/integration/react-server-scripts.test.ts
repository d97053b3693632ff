import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// `npm run demo`, `npm start` and the benches run under tsx with the react-server condition, as
// the app's server code does; vitest resolves without it. A module that is fine here can fail to
// load there (next-intl's root entry pulls React client code that the react-server React lacks).
const loads = (file: string) =>
  promisify(execFile)(
    path.resolve("node_modules/.bin/tsx"),
    [
      "--conditions=react-server",
      "--input-type=module",
      "-e",
      `await import(${JSON.stringify(path.resolve(file))}); console.log("loaded");`,
    ],
    { timeout: 60_000 },
  );

describe("scripts run with the react-server condition", () => {
  it.each([
    "scripts/seed-demo.ts",
    "lib/queue/submit-annotation.ts",
    "lib/queue/claim-next-item.ts",
  ])(
    "%s loads",
    async (file) => {
      const { stdout } = await loads(file);
      expect(stdout.trim()).toBe("loaded");
    },
    90_000,
  );
});
