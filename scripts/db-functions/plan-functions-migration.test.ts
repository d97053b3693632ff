import { describe, expect, it } from "vitest";
import {
  definedByMigrations,
  parseSource,
  planFunctionsMigration,
} from "./plan-functions-migration";
import { sqlStatements } from "./sql-statements";

const fn = (name: string, body: string) =>
  `-- why ${name}; a comment with CREATE FUNCTION x() inside\nCREATE OR REPLACE FUNCTION ${name}(p integer) RETURNS integer LANGUAGE sql AS $$\n  SELECT ${body} -- ; not the end\n$$;\n`;
const trigger = (name: string, when: string) =>
  `CREATE OR REPLACE TRIGGER ${name} AFTER INSERT ON items FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION f();\n`;

describe("sqlStatements", () => {
  it.each([
    ["a; b", ["a", "b"]],
    ["-- x; y\na", ["a"]],
    ["/* ; */ a ;", ["a"]],
    ["SELECT ';' ; b", ["SELECT ';'", "b"]],
    ['SELECT ";" ; b', ['SELECT ";"', "b"]],
    ["CREATE f AS $$ x; -- y\n $$; b", ["CREATE f AS $$ x; -- y\n $$", "b"]],
    ["CREATE f AS $fn$ $$; $fn$; b", ["CREATE f AS $fn$ $$; $fn$", "b"]],
    ["", []],
  ])("%j", (sql, expected) => expect(sqlStatements(sql)).toEqual(expected));
});

describe("definedByMigrations", () => {
  it("keeps each name's last creation, a first CREATE equal to a later CREATE OR REPLACE, and forgets a dropped one", () => {
    const defined = definedByMigrations([
      "CREATE FUNCTION a(p integer) RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$; CREATE TABLE t (x int);",
      "DROP FUNCTION a(integer); CREATE FUNCTION a(p integer) RETURNS integer LANGUAGE sql AS $$ SELECT 2 $$;",
      "CREATE FUNCTION b() RETURNS integer LANGUAGE sql AS $$ SELECT 3 $$; DROP FUNCTION IF EXISTS b();",
    ]);
    expect([...defined]).toEqual([
      [
        "function:a",
        "CREATE OR REPLACE FUNCTION a(p integer) RETURNS integer LANGUAGE sql AS $$ SELECT 2 $$",
      ],
    ]);
  });
});

describe("parseSource", () => {
  it.each([
    ["two statements", "lib/x/sql/a.sql", fn("a", "1") + "SELECT 1;"],
    ["another name", "lib/x/sql/b.sql", fn("a", "1")],
    ["no final semicolon", "lib/x/sql/a.sql", fn("a", "1").replace("$$;", "$$")],
    ["not a definition", "lib/x/sql/a.sql", "SELECT 1;"],
  ])("refuses %s", (_, path, text) =>
    expect(() => parseSource({ path, text })).toThrow(/exactly one/),
  );
});

describe("planFunctionsMigration", () => {
  const sources = [
    { path: "lib/q/sql/t_insert.sql", text: trigger("t_insert", "NEW.x > 0") },
    { path: "lib/q/sql/b.sql", text: fn("b", "2") },
    { path: "lib/q/sql/a.sql", text: fn("a", "1") },
  ];

  it("emits every source, functions before triggers, when the migrations define none", () => {
    const { changed, migration } = planFunctionsMigration({
      sources,
      migrations: ["CREATE TABLE items (x int);"],
    });
    expect(changed.map((s) => s.definition.name)).toEqual(["a", "b", "t_insert"]);
    expect(migration).toContain(`-- Source: lib/q/sql/a.sql\n${fn("a", "1")}`);
    expect(migration!.indexOf("lib/q/sql/b.sql")).toBeLessThan(
      migration!.indexOf("lib/q/sql/t_insert.sql"),
    );
  });

  it("says nothing changed against a migration it generated, whatever the comments outside the bodies", () => {
    const first = planFunctionsMigration({ sources, migrations: [] }).migration!;
    const recommented = sources.map((s) => ({ ...s, text: `-- reworded\n${s.text}` }));
    expect(planFunctionsMigration({ sources: recommented, migrations: [first] })).toEqual({
      changed: [],
      migration: null,
    });
  });

  it("emits only the changed source: a body, a trigger's condition, or one a later migration dropped", () => {
    const first = planFunctionsMigration({ sources, migrations: [] }).migration!;
    const edited = [
      { ...sources[0], text: trigger("t_insert", "NEW.x > 1") },
      { ...sources[1], text: fn("b", "3") },
      sources[2],
    ];
    expect(
      planFunctionsMigration({ sources: edited, migrations: [first] }).changed.map(
        (s) => s.definition.name,
      ),
    ).toEqual(["b", "t_insert"]);
    const dropped = planFunctionsMigration({
      sources,
      migrations: [first, "DROP FUNCTION a(integer);"],
    });
    expect(dropped.changed.map((s) => s.definition.name)).toEqual(["a"]);
    expect(dropped.migration).not.toContain("lib/q/sql/b.sql");
  });
});
