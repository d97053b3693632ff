import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { isAppError } from "@/lib/errors";
import { safeCallbackPath } from "@/lib/security/safe-callback-path";
import { authenticateUser } from "@/lib/users/authenticate-user";
import { clientAddress } from "./client-address";
import { endSession } from "./end-session";
import { findLiveSession } from "./find-live-session";
import { throttledSignInError } from "./sign-in-error";
import { SESSION_MAX_AGE_SECONDS, startSession } from "./start-session";

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/sign-in" },
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
          console.error(e);
          throw new Error("SignInUnavailable");
        }
      },
    }),
  ],
  callbacks: {
    // next-auth's default keeps any URL starting with "/", which a browser may read as another host.
    redirect({ url, baseUrl }) {
      return new URL(safeCallbackPath(url, baseUrl), baseUrl).href;
    },
    // `user` is set only at sign-in: that is when the server-side session row is made. Later
    // calls come from next-auth's /api/auth/session: an ended session answers no session there
    // too (next-auth clears the cookie when this throws).
    async jwt({ token, user }) {
      if (user) {
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
