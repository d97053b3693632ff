// Run by session-lookups.test.ts as `tsx --conditions=react-server` (React's server build, where
// `cache()` is per request): renders a layout, a page and a component that each ask for the
// session user, as Next renders them, once per request, and reports how many times the session
// row was read. The count comes from the real queries (a Prisma client extension), no mock.
import { Writable } from "node:stream";
import { PrismaPg } from "@prisma/adapter-pg";
import { NextRequest } from "next/server";
import { createElement, type ReactNode } from "react";
// Next's own copy of React's Flight server, the renderer of server components.
// @ts-expect-error -- no types for Next's compiled copy
import { renderToPipeableStream } from "next/dist/compiled/react-server-dom-webpack/server.node.js";
import { PrismaClient } from "@/lib/generated/prisma/client";

let lookups = 0;
const counted = new PrismaClient({
  adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
}).$extends({
  query: {
    session: {
      async $allOperations({ args, query }) {
        lookups += 1;
        return query(args);
      },
    },
  },
});
// lib/db.ts creates its client on first use unless one is there: this one counts.
(globalThis as unknown as { accordDb?: unknown }).accordDb = counted;

const { getSessionUser } = await import("@/lib/auth/get-session-user");

const cookie = process.env.SESSION_COOKIE!;
// Each part gets its own request object, as a route handler would; they share the cookie.
const seen: string[] = [];
const who = async () => {
  const email =
    (await getSessionUser({ req: new NextRequest("http://localhost/", { headers: { cookie } }) }))
      ?.email ?? "nobody";
  seen.push(email);
  return email;
};

async function Nav() {
  return createElement("nav", null, await who());
}
async function Page() {
  return createElement("main", null, await who(), createElement(Nav));
}
async function Layout({ children }: { children: ReactNode }) {
  return createElement("body", null, await who(), children);
}

/** One request: the whole tree rendered to its Flight stream. */
function render(): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += String(chunk);
        done();
      },
    });
    sink.on("finish", () => resolve(out));
    const stream = renderToPipeableStream(
      createElement(Layout, null, createElement(Page)),
      {},
      { onError: reject },
    );
    stream.pipe(sink);
  });
}

await render();
const afterFirst = { lookups, seen: [...seen] };
await render();
console.log(JSON.stringify({ firstRequest: afterFirst, twoRequests: lookups }));
await counted.$disconnect();
process.exit(0);
