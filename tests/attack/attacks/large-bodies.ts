// Issue #12 (f) and (g): an oversized body is refused cheaply, a large but allowed one arrives whole.
import { processTreeRss } from "../process-rss";
import type { AttackContext } from "./attack-context";
import { postHuge, postOnce } from "./raw-post";

export async function runLargeBodyAttacks(ctx: AttackContext) {
  await ctx.check(
    "(f) a 50 MB body to /api/v1/auth/token is a 413 without the server's memory growing",
    () => refuseHugeBody(ctx),
  );

  // Next buffers (and cuts at 10 MB) the body of any request that goes through proxy.ts: an API
  // route must get the client's bytes whole, or a large import silently loses lines.
  await ctx.check("(g) a 12 MB import reaches its route whole (every line imported)", () =>
    importLargeFile(ctx),
  );
}

async function refuseHugeBody({ base, server }: AttackContext): Promise<[boolean, string]> {
  const pid = server.child.pid ?? 0;
  // Load the route's code first (a small malformed body, refused before any credential check):
  // what is measured is what the body costs, not the first load of the route's modules.
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${base}/api/v1/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    await res.arrayBuffer();
  }
  const before = processTreeRss(pid);
  let peak = before;
  const sample = () => {
    peak = Math.max(peak, processTreeRss(pid));
  };
  const status = await postHuge(`${base}/api/v1/auth/token`, 50 * 1024 * 1024, sample);
  sample();
  const growthMb = (peak - before) / 1024 / 1024;
  return [
    status === 413 && growthMb <= 20,
    `HTTP ${status}, RSS ${(before / 1048576).toFixed(0)} → peak ${(peak / 1048576).toFixed(0)} MB (+${growthMb.toFixed(1)} MB)`,
  ];
}

async function importLargeFile(ctx: AttackContext): Promise<[boolean, string]> {
  const { base, admin, password, db } = ctx;
  const { token } = (await (
    await fetch(`${base}/api/v1/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin.email, password }),
    })
  ).json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const created = (await (
    await fetch(`${base}/api/v1/projects`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ name: "Large import", kind: "dialogue" }),
    })
  ).json()) as { project: { id: number } };
  const lines = dialogueLinesOf12Mb();
  // A fresh connection (not fetch's pool, whose idle socket the server may have closed meanwhile).
  const res = await postOnce(
    `${base}/api/v1/projects/${created.project.id}/items`,
    { ...auth, "content-type": "application/x-ndjson" },
    Buffer.from(`${lines.join("\n")}\n`),
  );
  const body = (() => {
    try {
      return JSON.parse(res.text) as { imported?: number };
    } catch {
      return null;
    }
  })();
  const stored = Number(
    (
      await db.query<{ n: string }>("SELECT count(*) AS n FROM items WHERE project_id = $1", [
        created.project.id,
      ])
    ).rows[0].n,
  );
  return [
    res.status === 201 && stored === lines.length,
    `HTTP ${res.status}, ${lines.length} lines sent, ${body?.imported ?? "?"} imported, ${stored} stored`,
  ];
}

/** JSONL dialogue lines of about 12 KB each, 12 MB in all counting their newlines. */
function dialogueLinesOf12Mb(): string[] {
  const filler = "x".repeat(12_000);
  const lines: string[] = [];
  for (let size = 0, i = 0; size < 12 * 1024 * 1024; i++) {
    lines.push(
      JSON.stringify({
        kind: "dialogue",
        external_id: `big-${i}`,
        language: "en",
        turns: [
          { role: "user", content: filler },
          { role: "assistant", content: "ok" },
        ],
      }),
    );
    size += lines[i].length + 1;
  }
  return lines;
}
