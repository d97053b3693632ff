// Issue #12 (e): the headers that keep pages out of frames and scripts off other origins.
import { cookieHeader } from "../browser-session";
import type { AttackContext } from "./attack-context";

export async function runSecurityHeaderAttacks({ check, base, jar }: AttackContext) {
  await check(
    "(e) pages carry a CSP with a nonce and frame-ancestors 'none', nosniff and a referrer policy",
    async () => {
      const problems: string[] = [];
      for (const [url, cookie] of [
        [`${base}/sign-in`, ""],
        [`${base}/projects`, cookieHeader(jar)],
        [`${base}/api/v1/projects`, cookieHeader(jar)],
      ] as const) {
        const res = await fetch(url, { redirect: "manual", headers: { cookie } });
        await res.arrayBuffer();
        const csp = res.headers.get("content-security-policy") ?? "";
        if (!/frame-ancestors 'none'/.test(csp)) problems.push(`${url}: no frame-ancestors 'none'`);
        if (!url.includes("/api/") && !/script-src [^;]*'nonce-[^']+'/.test(csp))
          problems.push(`${url}: no script nonce`);
        if (/script-src [^;]*'unsafe-inline'/.test(csp))
          problems.push(`${url}: script-src allows unsafe-inline`);
        if (res.headers.get("x-content-type-options") !== "nosniff")
          problems.push(`${url}: no nosniff`);
        if (res.headers.get("referrer-policy") !== "strict-origin-when-cross-origin")
          problems.push(`${url}: no referrer policy`);
      }
      // Static files too: nosniff matters most for them.
      const html = await (await fetch(`${base}/sign-in`)).text();
      const asset = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
      const assetRes = asset ? await fetch(`${base}${asset}`) : null;
      await assetRes?.arrayBuffer();
      if (assetRes?.headers.get("x-content-type-options") !== "nosniff")
        problems.push(`${asset ?? "a static script"}: no nosniff`);
      return [
        problems.length === 0,
        problems.join("; ") || "sign-in, projects, the API and static files all carry them",
      ];
    },
  );
}
