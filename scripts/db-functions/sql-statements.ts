/**
 * The top-level statements of an SQL script, without their comments, trimmed, without the final
 * `;`. Comments and semicolons inside strings, quoted names and dollar-quoted bodies are kept as
 * they are (a function's body is compared byte for byte with the database's).
 */
export function sqlStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  let i = 0;
  const push = () => {
    const s = current.trim();
    if (s) statements.push(s);
    current = "";
  };
  while (i < sql.length) {
    const c = sql[i];
    if (c === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
      continue;
    }
    if (c === "/" && sql[i + 1] === "*") {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 2;
      current += " ";
      continue;
    }
    if (c === "'" || c === '"') {
      // A doubled quote inside is an escaped one: the scan just restarts after it.
      const end = sql.indexOf(c, i + 1);
      const stop = end === -1 ? sql.length : end + 1;
      current += sql.slice(i, stop);
      i = stop;
      continue;
    }
    const tag = c === "$" ? /^\$[A-Za-z_]*\$/.exec(sql.slice(i))?.[0] : undefined;
    if (tag) {
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end === -1 ? sql.length : end + tag.length;
      current += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (c === ";") {
      push();
      i++;
      continue;
    }
    current += c;
    i++;
  }
  push();
  return statements;
}
