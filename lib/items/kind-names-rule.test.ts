// Issue #13's "no per-kind switch outside the registries": a kind's name appears only in its own
// module (lib/items/<kind>/, components/kinds/<kind>/) and the registries that list every kind.
// Anything else asks the kind's module a question (which settings, has a model, has a validation
// round, its group key) instead of comparing the kind to a name, reading the kind's own tables or
// carrying one of its details under the kind's name (`readmeMatchThreshold`). A scan of the
// source, TypeScript and the SQL functions' sources alike, keeps it true.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { itemKinds } from "./item-kinds";
import { itemKindModules } from "./kinds";

const root = path.resolve(import.meta.dirname, "../..");

/** The registries, each one line per kind: the kinds, kind → module on each side, the union of the kinds' field types, their settings. */
const REGISTRIES = new Set([
  "lib/items/item-kinds.ts",
  "lib/items/kinds.ts",
  "lib/items/item-dto.ts",
  "lib/items/kind-settings.ts",
  "components/kinds/registry.ts",
  "components/kinds/client-registry.ts",
]);

/** A kind's own folder on either side: lib/items/qa-pair/…, components/kinds/qa-pair/…. */
const kindFolders = itemKinds.flatMap((k) => [
  `lib/items/${k.replaceAll("_", "-")}/`,
  `components/kinds/${k.replaceAll("_", "-")}/`,
]);

/** `model X { … }` blocks of the Prisma schema: the model's name, table and the models its relations point at through its own columns. */
function schemaModels(schema: string) {
  return [...schema.matchAll(/^model (\w+) \{\n([\s\S]*?)^\}/gm)].map(([, name, body]) => ({
    name,
    table: /@@map\("(\w+)"\)/.exec(body)?.[1] ?? name,
    owners: [...body.matchAll(/^\s+\w+\s+(\w+)\??\s+@relation\([^)]*\bfields:/gm)].map((m) => m[1]),
  }));
}

/**
 * The kinds' tables: each module's `table.name`, and the tables whose rows belong to one of them
 * (dialogue_turns to dialogues, qa_references to qa_pairs), read from prisma/schema.prisma.
 */
function kindTableNames(): string[] {
  const models = schemaModels(readFileSync(path.join(root, "prisma/schema.prisma"), "utf8"));
  const own = new Set(Object.values(itemKindModules).map((m) => m.table.name));
  const kindModels = new Set(models.filter((m) => own.has(m.table)).map((m) => m.name));
  for (const m of models) if (m.owners.some((o) => kindModels.has(o))) own.add(m.table);
  return [...own].sort();
}
const kindTables = kindTableNames();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory())
      return d.name === "generated" || d.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });
}

/** The SQL functions' sources (decision 012): lib/<domain>/sql/*.sql. */
function sqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sqlFiles(full);
    return d.name.endsWith(".sql") && path.basename(dir) === "sql" ? [full] : [];
  });
}

/** A kind's name as a string literal, in TypeScript or in SQL text (`"readme"`, `'readme'`, `` `readme` ``). */
const kindNamesIn = (source: string): string[] =>
  [...source.matchAll(new RegExp(`["'\`](${itemKinds.join("|")})["'\`]`, "g"))].map((m) => m[1]);

/** A kind's table read or written in SQL inside TypeScript (`FROM readmes`, `JOIN qa_pairs q`). */
const kindTablesInTs = (source: string): string[] =>
  [
    ...source.matchAll(
      new RegExp(`\\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\\s+"?(${kindTables.join("|")})\\b`, "gi"),
    ),
  ].map((m) => m[1]);

const camel = (kind: string) => kind.replace(/_(.)/g, (_, c: string) => c.toUpperCase());

/** Every casing of every kind's name: readme, README, Readme; qa_pair, QA_PAIR, qaPair, QaPair; … */
const namedKind = new RegExp(
  itemKinds
    .flatMap((k) => [k, k.toUpperCase(), camel(k), camel(k)[0].toUpperCase() + camel(k).slice(1)])
    .join("|"),
);

/**
 * Identifiers naming a kind, and string literals that are names (`Pick<S, "readmeMatchThreshold">`).
 * Read by the parser rather than a bare `ts.createScanner`: without the parser's context a scanner
 * tells neither JSX text nor a template's closing `}` from code (after `${a.id}` it reads the rest
 * of the file as template text). Comments and JSX text are no nodes, so never read.
 */
function kindIdentifiersIn(source: string, file: string): string[] {
  const scriptKind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, scriptKind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const isName =
      ts.isIdentifier(node) ||
      (ts.isStringLiteralLike(node) && /^[A-Za-z_$][\w$]*$/.test(node.text));
    if (isName && namedKind.test(node.text)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return [...new Set(found)];
}

/** A kind's table anywhere in a SQL source, its comments included. */
const kindTablesInSql = (source: string): string[] =>
  [...source.matchAll(new RegExp(`\\b(${kindTables.join("|")})\\b`, "g"))].map((m) => m[1]);

const relative = (f: string) => path.relative(root, f).split(path.sep).join("/");
const outsideKinds = (f: string) =>
  !REGISTRIES.has(f) && !kindFolders.some((dir) => f.startsWith(dir));
const offendersIn = (files: string[], find: (source: string, file: string) => string[]) =>
  files
    .map(relative)
    .filter(outsideKinds)
    .flatMap((f) =>
      find(readFileSync(path.join(root, f), "utf8"), f).map((name) => `${f}: ${name}`),
    );

describe("no kind name outside the kind modules and the registries", () => {
  it("recognises what it must refuse", () => {
    expect(
      kindNamesIn(
        `kind === "qa_pair"; WHERE i.kind <> 'readme'; x = \`dialogue\`; "dialogue-turns"; readme`,
      ),
    ).toEqual(["qa_pair", "readme", "dialogue"]);
    expect(
      kindTablesInTs(`SELECT c.file_id FROM generated_comments c JOIN "dialogue_turns" t
        -- relinkQaDialogues, READMEs and dialogues`),
    ).toEqual(["generated_comments", "dialogue_turns"]);
    expect(kindTablesInSql(`-- (readmes.content)\nJOIN qa_references r; model_answers_x`)).toEqual([
      "readmes",
      "qa_references",
    ]);
    const code = [
      `import { relinkQaDialogues } from "@/lib/items/qa-pair/relink-qa-dialogues";`,
      `// readmeMatchThreshold, dialogueProjectId: a comment says what it likes`,
      `type S = Pick<ProjectSettings, "readmeMatchThreshold" | "the dialogue project">;`,
      `const isDialogue = s.dialogueProjectId ?? GENERATED_COMMENT_LIMIT;`,
      `const Form = () => <p title="Readme files">The README's text, and a qa_pair's answer</p>;`,
      `type A = QaPairAnnotation | ModelAnswerLine | Review;`,
    ].join("\n");
    expect(kindIdentifiersIn(code, "example.tsx")).toEqual([
      "relinkQaDialogues",
      "readmeMatchThreshold",
      "isDialogue",
      "dialogueProjectId",
      "GENERATED_COMMENT_LIMIT",
      "QaPairAnnotation",
      "ModelAnswerLine",
    ]);
  });

  it("knows every kind's tables from the schema", () => {
    expect(kindTables).toEqual([
      "dialogue_turns",
      "dialogues",
      "generated_comments",
      "model_answers",
      "qa_pairs",
      "qa_references",
      "readmes",
    ]);
  });

  it("no file outside them names a kind or reads a kind's table", () => {
    const files = ["lib", "components", "app", "scripts"].flatMap((d) =>
      sourceFiles(path.join(root, d)),
    );
    expect([...offendersIn(files, kindNamesIn), ...offendersIn(files, kindTablesInTs)]).toEqual([]);
  });

  it("no file outside them has an identifier naming a kind", () => {
    const files = ["lib", "components", "app", "scripts"].flatMap((d) =>
      sourceFiles(path.join(root, d)),
    );
    expect(offendersIn(files, kindIdentifiersIn)).toEqual([]);
    // Parses every source file: seconds on a busy machine.
  }, 30_000);

  it("no SQL function's source outside them names a kind or a kind's table", () => {
    const files = sqlFiles(path.join(root, "lib"));
    expect(files.length).toBeGreaterThan(30);
    expect(offendersIn(files, (s) => [...kindNamesIn(s), ...kindTablesInSql(s)])).toEqual([]);
  });
});

// With the rule above, this is the whole list of what a sixth kind touches besides a migration for
// its table: each registry names every kind, so each needs the new kind's line; nothing else may.
describe("what a new kind touches", () => {
  const mentions = (file: string, kind: string) =>
    new RegExp(`${kind}|${camel(kind)}`, "i").test(readFileSync(path.join(root, file), "utf8"));

  it("its two folders, one line in each registry, the Prisma enum and model, its demo data", () => {
    const kind = itemKinds[itemKinds.length - 1];
    const touched = [
      ...kindFolders.filter((f) => f.includes(kind.replaceAll("_", "-"))),
      ...[...REGISTRIES, "prisma/schema.prisma"].filter((f) => mentions(f, kind)),
      `scripts/demo-data/${itemKindModules[kind].demo.file}`,
    ];
    expect(touched).toEqual([
      "lib/items/model-answer/",
      "components/kinds/model-answer/",
      ...REGISTRIES,
      "prisma/schema.prisma",
      "scripts/demo-data/model-answers.jsonl",
    ]);
  });

  it("every registry lists every kind, and every kind has its folders and demo data", () => {
    for (const kind of itemKinds) {
      for (const registry of REGISTRIES) expect(mentions(registry, kind), registry).toBe(true);
      for (const folder of kindFolders.filter((f) => f.includes(kind.replaceAll("_", "-"))))
        expect(existsSync(path.join(root, folder)), folder).toBe(true);
      const demo = `scripts/demo-data/${itemKindModules[kind].demo.file}`;
      expect(existsSync(path.join(root, demo)), demo).toBe(true);
    }
  });
});
