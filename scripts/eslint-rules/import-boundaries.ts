import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Rule } from "eslint";
import type { Node } from "estree";
import { type ModuleKind, moduleKind } from "./module-kind";

// Accord's layering (STYLE.md "Shape", issue #13 part 7), checked on every import, re-export and
// literal dynamic import. Specifiers are resolved first (`@/…` and relative paths alike), so
// `../../components/x` is caught as surely as `@/components/x`.
//
// - `lib/` is the domain: it never imports `app/`, `components/` or `scripts/`.
// - A PURE file is any `lib/**` file whose first statement is not `import "server-only"` and is
//   not a "use client"/"use server" directive, except the database layer itself (`lib/db.ts`,
//   `lib/db/**`) and the one env reader (`lib/env.ts`), which `next.config.ts` and the scripts
//   load outside React's server graph. A pure file does not import `server-only`, `next`/`next/*`,
//   `next-auth`, a database module, or a data-access file, and does not read `process.env`.
// - A "use client" file does not import `server-only`, a database module or a data-access file.
//
// Type-only imports are allowed where values are not: they are erased at compile time, so they
// add no runtime dependency (a client form may name a DTO type declared in a data-access file).
// lib → app/components/scripts forbids types too: the direction is the rule there, not the bundle.

const DATABASE =
  /^(?:pg|pg\/.*|prisma|@prisma\/.*|@electric-sql\/.*|pglite-prisma-adapter|@\/lib\/db|@\/lib\/db\/.*|@\/lib\/generated(?:\/.*)?)$/;
const NEXT = /^(?:next|next\/.*|next-auth|next-auth\/.*)$/;
const NOT_FROM_LIB = /^@\/(?:app|components|scripts)\//;
const NOT_PURE = /^lib\/(?:db\.ts$|db\/|env\.ts$)/;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

type Options = { root: string };

/** `@/lib/x` for an import inside the repository (relative or aliased), else the bare specifier. */
function canonical(spec: string, importer: string, root: string): string {
  if (!spec.startsWith(".")) return spec;
  const rel = path
    .relative(root, path.resolve(path.dirname(importer), spec))
    .split(path.sep)
    .join("/");
  return rel.startsWith("..") ? spec : `@/${rel}`;
}

const kindCache = new Map<string, ModuleKind | null>();

/** The kind of the repository file `@/…` names, or null for a package or a missing file. */
function targetKind(target: string, root: string): ModuleKind | null {
  if (!target.startsWith("@/")) return null;
  const base = path.join(root, target.slice(2));
  const cached = kindCache.get(base);
  if (cached !== undefined) return cached;
  let kind: ModuleKind | null = null;
  for (const ext of EXTENSIONS) {
    try {
      if (!statSync(base + ext).isFile()) continue;
      kind = moduleKind(readFileSync(base + ext, "utf8"));
      break;
    } catch {
      // not this candidate
    }
  }
  kindCache.set(base, kind);
  return kind;
}

// The TypeScript parser marks `import type` / `export type` / `import { type A }`; plain ESTree does not.
type MaybeTyped = {
  importKind?: string;
  exportKind?: string;
  specifiers?: { importKind?: string }[];
};
function isTypeOnly(node: Node): boolean {
  const n = node as MaybeTyped;
  if (n.importKind === "type" || n.exportKind === "type") return true;
  return (
    n.specifiers !== undefined &&
    n.specifiers.length > 0 &&
    n.specifiers.every((s) => s.importKind === "type")
  );
}

export const importBoundaries: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Keeps lib/ apart from the UI and scripts, pure files free of server code, client files free of server-only modules",
    },
    schema: [
      {
        type: "object",
        properties: { root: { type: "string" } },
        required: ["root"],
        additionalProperties: false,
      },
    ],
    messages: {
      libImportsOutside:
        "lib/ must not import {{target}}: the domain does not depend on app/, components/ or scripts/ (move the shared code into lib/).",
      pureImportsServer:
        'Pure file imports {{target}}: pure lib files (no `import "server-only"` first line) use no database, next/*, server-only or data-access module. Move the I/O into a data-access file, or make this one start with `import "server-only"`.',
      pureReadsEnv:
        "Pure file reads process.env: read settings through lib/env.ts in a data-access file and pass them in.",
      clientImportsServer:
        '"use client" file imports {{target}}, which is server-only: pass the data in as props or call a server action.',
    },
  },
  create(context) {
    const { root } = context.options[0] as Options;
    const file = path.relative(root, context.filename).split(path.sep).join("/");
    const kind = moduleKind(context.sourceCode.text);
    const inLib = file.startsWith("lib/");
    const isPure = inLib && kind === "plain" && !NOT_PURE.test(file);
    const isClient = kind === "client";
    if (!inLib && !isClient) return {};

    const check = (node: Node, spec: unknown) => {
      if (typeof spec !== "string") return;
      const target = canonical(spec, context.filename, root);
      if (inLib && NOT_FROM_LIB.test(target)) {
        context.report({ node, messageId: "libImportsOutside", data: { target: spec } });
        return;
      }
      if (isTypeOnly(node)) return;
      const isServerOnly =
        target === "server-only" || DATABASE.test(target) || targetKind(target, root) === "server";
      if (isPure && (isServerOnly || NEXT.test(target) || targetKind(target, root) === "action")) {
        context.report({ node, messageId: "pureImportsServer", data: { target: spec } });
      } else if (isClient && isServerOnly) {
        context.report({ node, messageId: "clientImportsServer", data: { target: spec } });
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
      MemberExpression: (node) => {
        if (!isPure) return;
        const { object, property } = node;
        const isEnv =
          (!node.computed && property.type === "Identifier" && property.name === "env") ||
          (property.type === "Literal" && property.value === "env");
        if (object.type === "Identifier" && object.name === "process" && isEnv)
          context.report({ node, messageId: "pureReadsEnv" });
      },
    };
  },
};
