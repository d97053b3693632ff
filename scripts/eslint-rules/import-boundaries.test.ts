import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";
import { importBoundaries } from "./import-boundaries";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// A small repository on disk: the rule reads an imported file's first statement to know its kind.
const root = mkdtempSync(path.join(tmpdir(), "accord-import-boundaries-"));
const files: Record<string, string> = {
  "lib/x/get-thing.ts": 'import "server-only";\nexport const getThing = 1;',
  "lib/x/rule.ts": "export const rule = 1;",
  "lib/x/index.ts": 'import "server-only";\nexport const x = 1;',
  "lib/x/actions.ts": '"use server";\nexport async function act() {}',
  "components/ui/button.tsx": '"use client";\nexport const Button = 1;',
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" },
});
const options = [{ root }];
const at = (file: string) => path.join(root, file);
const SERVER = 'import "server-only";\n';
const CLIENT = '"use client";\n';

tester.run("import-boundaries", importBoundaries, {
  valid: [
    // pure lib files import pure code, packages and types
    {
      filename: at("lib/y/kappa.ts"),
      code: 'import { z } from "zod";\nimport { rule } from "@/lib/x/rule";\nimport { rule as r } from "../x/rule";',
      options,
    },
    {
      filename: at("lib/y/kappa.ts"),
      code: 'import type { Thing } from "@/lib/x/get-thing";\nimport { type Db } from "@/lib/db";\nexport type { Row } from "pg";',
      options,
    },
    // data-access files may use the database, next/* and other data-access files
    {
      filename: at("lib/y/load.ts"),
      code: `${SERVER}import { db } from "@/lib/db";\nimport { cookies } from "next/headers";\nimport { getThing } from "../x/get-thing";\nconst u = process.env.X;`,
      options,
    },
    // the database layer and the env reader are not pure
    {
      filename: at("lib/db/pg-pool.ts"),
      code: 'import pg from "pg";\nimport { env } from "@/lib/env";',
      options,
    },
    { filename: at("lib/env.ts"), code: "const e = process.env;", options },
    // a client file imports pure code, server actions, client components and types of data-access files
    {
      filename: at("components/f.tsx"),
      code: `${CLIENT}import { rule } from "@/lib/x/rule";\nimport { act } from "@/lib/x/actions";\nimport { Button } from "./ui/button";\nimport type { Thing } from "@/lib/x/get-thing";`,
      options,
    },
    // outside lib, server code imports what it likes
    {
      filename: at("app/page.tsx"),
      code: 'import { getThing } from "@/lib/x/get-thing";\nimport { Button } from "@/components/ui/button";',
      options,
    },
    {
      filename: at("scripts/s.ts"),
      code: 'import { db } from "@/lib/db";\nconst e = process.env.X;',
      options,
    },
  ],
  invalid: [
    // lib → components / scripts / app, aliased or relative, types included
    {
      filename: at("lib/y/a.ts"),
      code: 'import { Button } from "@/components/ui/button";',
      options,
      errors: [{ messageId: "libImportsOutside" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: `${SERVER}import { Button } from "../../components/ui/button";`,
      options,
      errors: [{ messageId: "libImportsOutside" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'import type { T } from "@/components/ui/types";',
      options,
      errors: [{ messageId: "libImportsOutside" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'const m = await import("../../scripts/tool.mjs");',
      options,
      errors: [{ messageId: "libImportsOutside" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'export { x } from "@/app/page";',
      options,
      errors: [{ messageId: "libImportsOutside" }],
    },
    // pure files and server code
    {
      filename: at("lib/y/a.ts"),
      code: 'import { z } from "zod";\nimport "server-only";',
      options,
      errors: [{ messageId: "pureImportsServer" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'import { redirect } from "next/navigation";',
      options,
      errors: [{ messageId: "pureImportsServer" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'import { getServerSession } from "next-auth";',
      options,
      errors: [{ messageId: "pureImportsServer" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'import { db } from "@/lib/db";',
      options,
      errors: [{ messageId: "pureImportsServer" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'import { pgPool } from "../db/pg-pool";',
      options,
      errors: [{ messageId: "pureImportsServer" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'import pg from "pg";',
      options,
      errors: [{ messageId: "pureImportsServer" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'import { Prisma } from "@/lib/generated/prisma/client";',
      options,
      errors: [{ messageId: "pureImportsServer" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'import { PrismaPg } from "@prisma/adapter-pg";',
      options,
      errors: [{ messageId: "pureImportsServer" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'import { getThing } from "@/lib/x/get-thing";',
      options,
      errors: [{ messageId: "pureImportsServer" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'export * from "../x";',
      options,
      errors: [{ messageId: "pureImportsServer" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'import { act } from "@/lib/x/actions";',
      options,
      errors: [{ messageId: "pureImportsServer" }],
    },
    {
      filename: at("lib/y/a.test.ts"),
      code: 'import { getThing } from "../x/get-thing";',
      options,
      errors: [{ messageId: "pureImportsServer" }],
    },
    {
      filename: at("lib/y/a.ts"),
      code: 'const url = process.env.DATABASE_URL;\nconst e = process["env"];',
      options,
      errors: [{ messageId: "pureReadsEnv" }, { messageId: "pureReadsEnv" }],
    },
    // client files and server-only modules
    {
      filename: at("components/f.tsx"),
      code: `${CLIENT}import { getThing } from "@/lib/x/get-thing";`,
      options,
      errors: [{ messageId: "clientImportsServer" }],
    },
    {
      filename: at("app/f.tsx"),
      code: `${CLIENT}import { db } from "@/lib/db";\nimport "server-only";`,
      options,
      errors: [{ messageId: "clientImportsServer" }, { messageId: "clientImportsServer" }],
    },
  ],
});
