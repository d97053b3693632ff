export type SqlDefinition = {
  kind: "function" | "trigger";
  name: string;
  action: "create" | "drop";
  statement: string;
};

const patterns: { re: RegExp; kind: SqlDefinition["kind"]; action: SqlDefinition["action"] }[] = [
  {
    re: /^CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(?:public\.)?"?(\w+)"?\s*\(/i,
    kind: "function",
    action: "create",
  },
  { re: /^CREATE\s+(?:OR\s+REPLACE\s+)?TRIGGER\s+"?(\w+)"?\s/i, kind: "trigger", action: "create" },
  {
    re: /^DROP\s+FUNCTION\s+(?:IF\s+EXISTS\s+)?(?:public\.)?"?(\w+)"?/i,
    kind: "function",
    action: "drop",
  },
  { re: /^DROP\s+TRIGGER\s+(?:IF\s+EXISTS\s+)?"?(\w+)"?/i, kind: "trigger", action: "drop" },
];

/**
 * What a statement (from sqlStatements) does to a function or trigger, or null for any other
 * statement. A creation's statement is normalised to `CREATE OR REPLACE …`, so that the first
 * `CREATE FUNCTION` of a name and a later replacement compare equal.
 */
export function sqlDefinition(statement: string): SqlDefinition | null {
  for (const { re, kind, action } of patterns) {
    const m = re.exec(statement);
    if (!m) continue;
    const normalised =
      action === "create"
        ? statement.replace(/^CREATE\s+(?:OR\s+REPLACE\s+)?/i, "CREATE OR REPLACE ")
        : statement;
    return { kind, name: m[1], action, statement: normalised };
  }
  return null;
}
