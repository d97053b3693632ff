import path from "node:path";
import { z } from "zod";

// Read once; a bad value fails at start-up with the variable's name (next.config.ts imports this).
const schema = z.object({
  DATABASE_URL: z.string().url().optional(),
  ACCORD_DATA_DIR: z.string().default(".data"),
  /** Connections per pool, per process: Prisma's and the `pg` pool of the queue and bulk paths each have this many. */
  ACCORD_DB_POOL: z.coerce.number().int("must be a whole number").min(1).max(200).default(10),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address `npm start` / `npm run demo` listen on: loopback unless the operator says otherwise. */
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}

export const env = { ...parsed.data, dataDir: path.resolve(parsed.data.ACCORD_DATA_DIR) };
