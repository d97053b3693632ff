import { createRequire } from "node:module";
import path from "node:path";
import { NextRequest } from "next/server";
import type { NextAuthOptions } from "next-auth";
import { authOptions } from "@/lib/auth/auth-options";

type AuthCookie = { name: string; value: string; options: { expires?: Date; maxAge?: number } };
type InternalResponse = {
  status?: number;
  body?: unknown;
  redirect?: string;
  cookies?: AuthCookie[];
};
type AuthHandler = (params: {
  req: Request;
  options: NextAuthOptions;
}) => Promise<InternalResponse>;

// next-auth's core, which its Next route handler (app/api/auth/[...nextauth]) wraps around
// next/headers; it takes a plain Request. It is not in the package's exports map, hence the path.
const { AuthHandler } = createRequire(import.meta.url)(
  path.resolve("node_modules/next-auth/core/index.js"),
) as { AuthHandler: AuthHandler };

const ORIGIN = "http://localhost:3000";

/** A browser's cookie jar driving next-auth's real endpoints: csrf, credentials callback, sign-out. */
export class BrowserSession {
  readonly cookies = new Map<string, string>();

  constructor(readonly address = "203.0.113.7") {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private async call(
    action: string,
    init: { method: "GET" | "POST"; providerId?: string; body?: Record<string, string> },
  ) {
    const url = `${ORIGIN}/api/auth/${action}${init.providerId ? `/${init.providerId}` : ""}`;
    const res = await AuthHandler({
      req: new Request(url, {
        method: init.method,
        headers: {
          cookie: this.cookieHeader(),
          "content-type": "application/json",
          "x-forwarded-for": this.address,
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      }),
      options: { ...authOptions, secret: process.env.NEXTAUTH_SECRET },
    });
    for (const c of res.cookies ?? []) {
      const expired =
        c.options.maxAge === 0 || (c.options.expires && c.options.expires.getTime() <= Date.now());
      if (expired || c.value === "") this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  private async csrfToken(): Promise<string> {
    const res = await this.call("csrf", { method: "GET" });
    return (res.body as { csrfToken: string }).csrfToken;
  }

  /** As the sign-in form does (`signIn("credentials", {redirect:false})`): the `error` the client would see, or null. */
  async signIn(email: string, password: string): Promise<string | null> {
    const res = await this.call("callback", {
      method: "POST",
      providerId: "credentials",
      body: { csrfToken: await this.csrfToken(), email, password, json: "true" },
    });
    return res.redirect ? new URL(res.redirect, ORIGIN).searchParams.get("error") : "no redirect";
  }

  /** next-auth's GET /api/auth/session, as useSession() reads it. */
  async session(): Promise<unknown> {
    return (await this.call("session", { method: "GET" })).body;
  }

  async signOut(): Promise<void> {
    await this.call("signout", { method: "POST", body: { csrfToken: await this.csrfToken() } });
  }

  /** A request to the app carrying this jar's cookies (or the `cookie` header given). */
  request(pathname: string, cookie = this.cookieHeader()): NextRequest {
    return new NextRequest(`${ORIGIN}${pathname}`, { headers: { cookie } });
  }
}
