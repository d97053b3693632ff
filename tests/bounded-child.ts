// Runs pure calls in a separate process for tests/bounded-call.ts, so a call that never returns is
// killed instead of hanging the suite. argv: a JSON list of {module, name, args}; prints a JSON list
// of {result, nonFinite}: the call's value and the paths of the numbers in it that are not finite.
export {};

const calls = JSON.parse(process.argv[2]) as { module: string; name: string; args: unknown[] }[];

function nonFinite(value: unknown, at: string, out: string[]): string[] {
  if (typeof value === "number" && !Number.isFinite(value)) out.push(at);
  else if (Array.isArray(value) || ArrayBuffer.isView(value))
    Array.from(value as ArrayLike<unknown>).forEach((v, i) => nonFinite(v, `${at}[${i}]`, out));
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) nonFinite(v, `${at}.${k}`, out);
  return out;
}

const results = [];
for (const call of calls) {
  const mod = (await import(call.module)) as Record<string, (...args: unknown[]) => unknown>;
  const result = mod[call.name](...call.args);
  results.push({ result, nonFinite: nonFinite(result, "$", []) });
}
process.stdout.write(JSON.stringify(results));
