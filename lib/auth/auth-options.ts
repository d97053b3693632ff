import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { safeCallbackPath } from "@/lib/security/safe-callback-path";
import { authenticateUser } from "@/lib/users/authenticate-user";

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/sign-in" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials) {
        const user = await authenticateUser({ email: credentials?.email ?? "", password: credentials?.password ?? "" });
        return user ? { id: String(user.id), email: user.email, name: user.name, role: user.role } : null;
      },
    }),
  ],
  callbacks: {
    // next-auth's default keeps any URL starting with "/", which a browser may read as another host.
    redirect({ url, baseUrl }) {
      return new URL(safeCallbackPath(url, baseUrl), baseUrl).href;
    },
    jwt({ token, user }) {
      if (user) token.role = user.role;
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
};
