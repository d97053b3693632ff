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
  /** Institutional sign-in (SPEC §6): all three of issuer, client id and secret, or none. */
  ACCORD_OIDC_ISSUER: z.string().url().optional(),
  ACCORD_OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  ACCORD_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The button says "Sign in with <name>". */
  ACCORD_OIDC_NAME: z.string().trim().min(1).max(60).default("your institution"),
  /** Unknown e-mails in these domains become annotators; others are refused. Empty: none. */
  ACCORD_OIDC_ALLOWED_DOMAINS: z
    .string()
    .default("")
    .transform((s) =>
      s
        .split(",")
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, "must be domain names, comma-separated"),
      ),
    ),
  ACCORD_PASSWORD_SIGNIN: z.enum(["on", "off"]).default("on"),
});

const OIDC_KEYS = [
  "ACCORD_OIDC_ISSUER",
  "ACCORD_OIDC_CLIENT_ID",
  "ACCORD_OIDC_CLIENT_SECRET",
] as const;

// Half a configuration, or passwords off with nothing in their place, would lock everyone out.
const checked = schema.superRefine((e, ctx) => {
  const set = OIDC_KEYS.filter((k) => e[k] !== undefined);
  if (set.length > 0 && set.length < OIDC_KEYS.length)
    for (const k of OIDC_KEYS.filter((k) => e[k] === undefined))
      ctx.addIssue({ code: "custom", path: [k], message: `is required with ${set.join(", ")}` });
  if (e.ACCORD_PASSWORD_SIGNIN === "off" && set.length === 0)
    ctx.addIssue({
      code: "custom",
      path: ["ACCORD_PASSWORD_SIGNIN"],
      message: "can be off only when OpenID Connect sign-in is configured",
    });
});

const parsed = checked.safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}

const data = parsed.data;

export const env = {
  ...data,
  dataDir: path.resolve(data.ACCORD_DATA_DIR),
  isPasswordSignInOn: data.ACCORD_PASSWORD_SIGNIN === "on",
  /** Null when institutional sign-in is not configured. */
  oidc:
    data.ACCORD_OIDC_ISSUER && data.ACCORD_OIDC_CLIENT_ID && data.ACCORD_OIDC_CLIENT_SECRET
      ? {
          issuer: data.ACCORD_OIDC_ISSUER,
          clientId: data.ACCORD_OIDC_CLIENT_ID,
          clientSecret: data.ACCORD_OIDC_CLIENT_SECRET,
          name: data.ACCORD_OIDC_NAME,
          allowedDomains: data.ACCORD_OIDC_ALLOWED_DOMAINS,
        }
      : null,
};
