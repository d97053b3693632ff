import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { safeCallbackPath } from "@/lib/security/safe-callback-path";
import { authenticateUser } from "@/lib/users/authenticate-user";
import { signInWithOidc } from "@/lib/users/sign-in-with-oidc";
import { clientAddress } from "./client-address";
import { endSession } from "./end-session";
import { findLiveSession } from "./find-live-session";
import { oidcProvider } from "./oidc-provider";
import { OIDC_PROVIDER_ID } from "./oidc-provider-id";
import { throttledSignInError } from "./sign-in-error";
import { SESSION_MAX_AGE_SECONDS, startSession } from "./start-session";

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  // Errors too (a refused institutional sign-in, a provider failure) come back to the form as `?error=`.
  pages: { signIn: "/sign-in", error: "/sign-in" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
      },
      // `req.headers` are the request's (next-auth copies them from next/headers); no socket here.
      async authorize(credentials, req) {
        const forwardedFor: unknown = req.headers?.["x-forwarded-for"];
        try {
          const user = await authenticateUser({
            credentials: { email: credentials?.email ?? "", password: credentials?.password ?? "" },
            clientAddress: clientAddress(typeof forwardedFor === "string" ? forwardedFor : null),
          });
          return user
            ? { id: String(user.id), email: user.email, name: user.name, role: user.role }
            : null;
        } catch (e) {
          // What is thrown here reaches the browser as `error`: only the agreed shape, never a server message.
          if (isAppError(e) && e.code === "too_many_requests")
            throw new Error(throttledSignInError(Number(e.details?.retry_after)));
          if (isAppError(e) && e.code === "forbidden") throw new Error("PasswordSignInOff");
          console.error(e);
          throw new Error("SignInUnavailable");
        }
      },
    }),
    ...(env.oidc ? [oidcProvider(env.oidc)] : []),
  ],
  callbacks: {
    // The password path decided in `authorize`; the institutional one is decided here (SPEC §6).
    // The user next-auth hands on to `jwt` is this object: it becomes the Accord user.
    async signIn({ user, account, profile }) {
      if (account?.provider !== OIDC_PROVIDER_ID || !env.oidc) return true;
      const forwardedFor = (await headers()).get("x-forwarded-for");
      try {
        const result = await signInWithOidc({
          profile,
          allowedDomains: env.oidc.allowedDomains,
          clientAddress: clientAddress(forwardedFor),
        });
        if ("refused" in result) return `/sign-in?error=${result.refused}`;
        Object.assign(user, { ...result.user, id: String(result.user.id) });
        return true;
      } catch (e) {
        if (isAppError(e) && e.code === "too_many_requests")
          return `/sign-in?error=${throttledSignInError(Number(e.details?.retry_after))}`;
        console.error(e);
        return "/sign-in?error=SignInUnavailable";
      }
    },
    // next-auth's default keeps any URL starting with "/", which a browser may read as another host.
    redirect({ url, baseUrl }) {
      return new URL(safeCallbackPath(url, baseUrl), baseUrl).href;
    },
    // `user` is set only at sign-in: that is when the server-side session row is made. Later
    // calls come from next-auth's /api/auth/session: an ended session answers no session there
    // too (next-auth clears the cookie when this throws).
    async jwt({ token, user }) {
      if (user) {
        token.sub = user.id; // the Accord user's id, whichever provider signed in
        token.role = user.role;
        token.sid = await startSession({ userId: Number(user.id) });
      } else if (!(await findLiveSession(token))) {
        throw new Error("The session has ended.");
      }
      return token;
    },
    session({ session, token }) {
      if (session.user) {
        session.user.id = Number(token.sub);
        session.user.role = token.role;
      }
      return session;
    },
  },
  events: {
    // next-auth clears the cookie; this ends the session itself, so a copy of the cookie is refused too.
    async signOut({ token }) {
      if (typeof token?.sid === "string") await endSession({ sessionId: token.sid });
    },
  },
};
